import { Link } from 'react-router-dom';

/** Shown on steps 2 and 3 in preview mode (spec 2). */
export function PreviewBanner() {
  return (
    <aside className="redeem-preview-banner" aria-label="preview mode">
      <p className="redeem-preview-banner__text">you are currently in preview mode</p>
      <Link to="/charities" className="lg-button redeem-preview-banner__link">
        click here to view current charity organizations
      </Link>
    </aside>
  );
}
