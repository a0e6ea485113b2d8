import { BrowserRouter } from 'react-router-dom';
import { Banners } from './chrome/Banners';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { AppRoutes } from './routes/AppRoutes';
import { DocumentTitle } from './routes/DocumentTitle';
import { HashRedirect } from './routes/HashRedirect';

/** The shell: the only host. It owns the router and the chrome; remotes render the screens. */
export function App() {
  return (
    <BrowserRouter>
      <Chrome />
    </BrowserRouter>
  );
}

export function Chrome() {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        skip to content
      </a>
      <DocumentTitle />
      {/* A named region, so the banners' words sit in a landmark like the rest of the page. */}
      <section className="site-banners" aria-label="site notices">
        <Banners />
      </section>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <HashRedirect />
        <AppRoutes />
      </main>
      <Footer />
    </div>
  );
}
