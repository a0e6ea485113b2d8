/** The address of a one-time staff sign-in link: the token rides in the fragment, never sent to a server by the browser. */
export function staffSignInUrl(consoleUrl: string, token: string): string {
  return `${consoleUrl}/sign-in#link=${encodeURIComponent(token)}`;
}
