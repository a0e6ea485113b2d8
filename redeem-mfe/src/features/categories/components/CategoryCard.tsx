import type { RedemptionCategory } from '@littlegivers/shared/contract/schemas/redemption-category';
import { useEffect, useRef } from 'react';

interface CategoryCardProps {
  category: RedemptionCategory;
  onChoose: (categoryId: number) => void;
  preselected: boolean;
}

/** One category: odd sortOrder puts the image on the left, even on the right (spec 2). */
export function CategoryCard({ category, onChoose, preselected }: CategoryCardProps) {
  const imageLeft = Math.abs(category.sortOrder) % 2 === 1;
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (preselected) buttonRef.current?.focus();
  }, [preselected]);
  const titleId = `category-${category.id}-title`;
  return (
    <li
      className={`redeem-category lg-card ${imageLeft ? 'redeem-category--image-left' : 'redeem-category--image-right'}${preselected ? ' redeem-category--preselected' : ''}`}
      data-image-side={imageLeft ? 'left' : 'right'}
    >
      <img className="redeem-category__image" src={category.imageUrl} alt="" width={320} height={240} />
      <div className="redeem-category__body">
        <h2 id={titleId} className="redeem-category__title">
          {category.categoryName}
        </h2>
        <p className="redeem-category__text">{category.descriptiveText}</p>
        <button
          ref={buttonRef}
          type="button"
          className="lg-button redeem-category__choose"
          onClick={() => onChoose(category.id)}
          aria-current={preselected ? 'true' : undefined}
        >
          {`choose ${category.categoryName}`}
        </button>
      </div>
    </li>
  );
}
