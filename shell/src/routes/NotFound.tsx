import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <section className="lg-card page-narrow">
      <h1>we couldn't find that page</h1>
      <p>The link may be old or mistyped. Everything else is right where you left it.</p>
      <Link className="lg-button" to="/">
        back to home
      </Link>
    </section>
  );
}
