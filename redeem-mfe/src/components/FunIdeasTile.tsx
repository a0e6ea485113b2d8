import { memo } from 'react';
import { Link } from 'react-router-dom';
import { funIdeasImage } from '../assets/images';

/** The tile linking to the fun ideas page (steps 1 and 4); memoised: it never changes with its step. */
export const FunIdeasTile = memo(function FunIdeasTile() {
  return (
    <Link to="/fun-ideas" className="redeem-tile">
      <img src={funIdeasImage} alt="" width={96} height={72} />
      <span>
        <span className="redeem-tile__title">fun ideas</span>
        <span className="redeem-tile__text">more ways to help and be kind, with your family and friends</span>
      </span>
    </Link>
  );
});
