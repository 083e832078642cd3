import { getTranslations } from 'next-intl/server'
import { getFooter } from '../../server/content/queries'
import { socialPlatformName } from '../../content/social'
import type { Locale } from '../../i18n/locales'
import { NewsletterForm } from '../newsletter/NewsletterForm.client'
import { MenuLinkView } from '../ui/MenuLinkView'
import { SocialIcon } from './SocialIcon'

export async function Footer({ locale }: { locale: Locale }) {
  const [footer, t] = await Promise.all([getFooter(locale), getTranslations({ locale })])
  return (
    <footer className="site-footer">
      <section className="newsletter" aria-labelledby="newsletter-heading">
        <div className="newsletter__inner">
          <div>
            <h2 id="newsletter-heading">{t('newsletter.heading')}</h2>
            <p>{t('newsletter.intro')}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
      <div className="site-footer__inner">
        <p className="site-footer__description">{footer.description}</p>
        <nav aria-label={t('footer.footerNavigation')}>
          <ul className="site-footer__links">
            {footer.entries.map((entry) => (
              <li key={entry.id}>
                <MenuLinkView link={entry.link} newTabLabel={t('nav.opensInNewTab')}>
                  {entry.text}
                </MenuLinkView>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__contact">
          {footer.contactEmail && (
            <a href={`mailto:${footer.contactEmail}`} className="site-footer__mail">
              {t('footer.contactUs')}: {footer.contactEmail}
            </a>
          )}
          {footer.socialLinks.length > 0 && (
            <ul className="site-footer__social" aria-label={t('footer.followUs')}>
              {footer.socialLinks.map((link) => (
                <li key={link.platform}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank" aria-label={t('footer.socialLink', { platform: socialPlatformName(link.platform) })}>
                    <SocialIcon platform={link.platform} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <FitnessTracking url={footer.fitnessTracking.url} label={t('footer.trackedWith', { name: footer.fitnessTracking.name })} />
        </div>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}

function FitnessTracking({ url, label }: { url: string | null; label: string }) {
  const content = (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
        <path d="M15.4 17.9 13.3 14h-3l5.1 10 5.1-10h-3z" fill="#f9b797" />
        <path d="M10.4 0 3.5 13.6h4.1l2.8-5.4 2.8 5.4h4.1z" fill="#fc4c02" />
      </svg>
      <span>{label}</span>
    </>
  )
  return url ? (
    <a className="site-footer__tracking" href={url} rel="noopener noreferrer" target="_blank">
      {content}
    </a>
  ) : (
    <p className="site-footer__tracking">{content}</p>
  )
}
