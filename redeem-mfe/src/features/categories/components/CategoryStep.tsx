/** Step 2: a card per category, and who gifted how much (spec 2). */
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { StepHeading } from '@littlegivers/shared/web/ui/StepHeading';
import { isSampleCategoryId } from '../../../fallbacks/sample-categories';
import { useCategories } from '../hooks/use-categories';
import { CategoryCard } from './CategoryCard';

interface CategoryStepProps {
  purchaserName: string;
  amount: string;
  recipientName: string | null;
  preselectedCategoryId: number | null;
  debug: boolean;
  onChoose: (categoryId: number) => void;
  focusHeading: boolean;
}

export function CategoryStep({
  purchaserName,
  amount,
  recipientName,
  preselectedCategoryId,
  debug,
  onChoose,
  focusHeading,
}: CategoryStepProps) {
  const { categories, isLoading } = useCategories();
  // Only debug mode preselects, and only one of the sample categories (spec 4 and 9).
  const preselected = debug && isSampleCategoryId(preselectedCategoryId) ? preselectedCategoryId : null;
  return (
    <section className="redeem-step redeem-step--categories" aria-labelledby="redeem-categories-title">
      <StepHeading id="redeem-categories-title" className="redeem-step__title" focusOnMount={focusHeading}>
        {recipientName ? `hi ${recipientName}! what would you like to help?` : 'what would you like to help?'}
      </StepHeading>
      <p className="redeem-gift-message">
        {`${purchaserName} has gifted $${amount} for you to decide how to make a difference in the world`}
      </p>
      {isLoading || !categories ? (
        <LoadingOverlay inline label="loading the ways you can help" />
      ) : (
        <ul className="redeem-categories">
          {categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              onChoose={onChoose}
              preselected={category.id === preselected}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
