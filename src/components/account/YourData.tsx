import { getTranslations } from 'next-intl/server'
import { siteApi } from '../../lib/http/client'
import { AccountForm } from './AccountForm.client'

/**
 * The customer's own data (spec: download and deletion): a JSON file of everything stored about
 * them, and the account's deletion behind a warning and their password.
 */
export async function YourData({ afterDeletion }: { afterDeletion: string }) {
  const t = await getTranslations('accountData')
  return (
    <section className="account__data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <p>
        <a className="btn btn--secondary" href={siteApi.myData} download>
          {t('download')}
        </a>
      </p>
      <details className="account__delete">
        <summary>{t('deleteTitle')}</summary>
        <p className="account__warning" role="note">
          {t('deleteWarning')}
        </p>
        <AccountForm
          action={siteApi.deleteAccount}
          submit={t('deleteButton')}
          busy={t('deleting')}
          next={afterDeletion}
          fields={[{ name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' }]}
        />
      </details>
    </section>
  )
}
