import { formatCost, packageLabel } from './package';

describe('packageLabel', () => {
  it("appends ' ($cost)' with whole dollars as they are and cents kept otherwise", () => {
    expect(packageLabel({ publicFacingName: 'Standard mail', cost: 2 })).toBe('Standard mail ($2)');
    expect(packageLabel({ publicFacingName: 'Standard mail', cost: 0.73 })).toBe('Standard mail ($0.73)');
    expect(packageLabel({ publicFacingName: 'Tracked mail', cost: 5.5 })).toBe('Tracked mail ($5.50)');
  });

  it('formats costs without float noise', () => {
    expect(formatCost(0)).toBe('$0');
    expect(formatCost(0.1 + 0.2)).toBe('$0.30');
    expect(formatCost(12)).toBe('$12');
  });
});
