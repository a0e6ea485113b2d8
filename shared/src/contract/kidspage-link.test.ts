import { codeFromFragment, kidspageLink, printableAddress } from './kidspage-link';

describe('the kidspage link of a printed card', () => {
  it('carries the code only in the fragment, grouped as printed', () => {
    const link = kidspageLink('https://littlegivers.example/kidspage', 'k1dsg1veh4ppy123');
    expect(link).toBe('https://littlegivers.example/kidspage#code=K1DS-G1VE-H4PP-Y123');
    const url = new URL(link);
    // What a browser sends to the server: path and query, never the fragment.
    expect(`${url.pathname}${url.search}`).toBe('/kidspage');
    expect(kidspageLink('http://localhost:3000/kidspage')).toBe('http://localhost:3000/kidspage');
  });

  it('reads the code back from the fragment, and nothing from a fragment without one', () => {
    expect(codeFromFragment('#code=K1DS-G1VE-H4PP-Y123')).toBe('K1DS-G1VE-H4PP-Y123');
    expect(codeFromFragment('#code=k1dsg1veh4ppy123')).toBe('K1DS-G1VE-H4PP-Y123');
    expect(codeFromFragment('#code=<script>')).toBe('SCRI-PT');
    expect(codeFromFragment('')).toBeNull();
    expect(codeFromFragment('#other=1')).toBeNull();
    expect(codeFromFragment('#code=')).toBeNull();
  });

  it('prints the address without its scheme', () => {
    expect(printableAddress('https://littlegivers.example/kidspage')).toBe('littlegivers.example/kidspage');
    expect(printableAddress('http://localhost:3000/kidspage')).toBe('localhost:3000/kidspage');
  });
});
