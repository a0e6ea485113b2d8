/**
 * The panels of the purchaser's page, in the order shown, each a section with its own heading.
 * A panel gets the view (the API's answer) and the token (to make changes with); it renders null
 * when it has nothing to say for this gift. Add a panel by adding it here.
 */
import type { PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';
import type { ComponentType } from 'react';
import { AfterGiftPanel } from './components/AfterGiftPanel';
import { DeliveryPanel } from './components/DeliveryPanel';

export interface PurchaserPanelProps {
  view: PurchaserView;
  token: string;
}

export interface PurchaserPanel {
  /** Stable id: the section's DOM id and React key. */
  id: string;
  Panel: ComponentType<PurchaserPanelProps>;
}

export const purchaserPanels: readonly PurchaserPanel[] = [
  { id: 'delivery', Panel: DeliveryPanel },
  { id: 'after-gift', Panel: AfterGiftPanel },
];
