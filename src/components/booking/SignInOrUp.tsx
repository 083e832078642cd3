/** A page's ask to sign in or sign up first (the links come back to the page). */
export function SignInOrUp({ text, signIn, signUp, link }: { text: string; signIn: string; signUp: string; link: (path: string) => string }) {
  return (
    <>
      <p>{text}</p>
      <p>
        <a className="btn btn--black" href={link('/account')}>
          {signIn}
        </a>{' '}
        <a className="btn btn--secondary" href={link('/account/sign-up')}>
          {signUp}
        </a>
      </p>
    </>
  )
}
