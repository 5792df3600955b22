import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_INDIA, gstOnInvoice, gstStateOf, gstStates, placeOfSupplyOf, splitGst, stateTaxLabel } from './gst';

describe('splitting GST by place of supply', () => {
  it('halves a supply within the seller’s state into CGST and SGST, the odd paisa to the Centre', () => {
    expect(splitGst(5382, '27', '27')).toEqual({ placeOfSupply: '27', cgstPaise: 2691, sgstPaise: 2691, igstPaise: 0 });
    expect(splitGst(5383, '27', '27')).toEqual({ placeOfSupply: '27', cgstPaise: 2692, sgstPaise: 2691, igstPaise: 0 });
  });

  it('charges IGST whole on a supply to another state, or abroad', () => {
    expect(splitGst(5382, '27', '29')).toEqual({ placeOfSupply: '29', cgstPaise: 0, sgstPaise: 0, igstPaise: 5382 });
    expect(splitGst(5382, '27', OUTSIDE_INDIA)).toMatchObject({ placeOfSupply: '96', igstPaise: 5382 });
  });

  it('always adds up to the GST it divides', () => {
    const code = fc.constantFrom(...gstStates.map((state) => state.code));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), code, code, (gst, seller, buyer) => {
        const split = splitGst(gst, seller, buyer);
        expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(gst);
        expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('names the state half UTGST in a union territory without a legislature', () => {
    expect(stateTaxLabel('04')).toBe('UTGST');
    expect(stateTaxLabel('07')).toBe('SGST');
    expect(stateTaxLabel('27')).toBe('SGST');
  });
});

describe('GST as an invoice prints it', () => {
  it('prints CGST and SGST at half the rate within the seller’s state, IGST at the full rate elsewhere', () => {
    const within = gstOnInvoice({ sellerState: '27', ...splitGst(5382, '27', '27') }, 1800);
    expect(within).toEqual({
      sellerState: { code: '27', name: 'Maharashtra' },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      taxes: [
        { label: 'CGST', percent: 9, paise: 2691 },
        { label: 'SGST', percent: 9, paise: 2691 },
      ],
    });
    const abroad = gstOnInvoice({ sellerState: '27', ...splitGst(5382, '27', OUTSIDE_INDIA) }, 1800);
    expect(abroad.placeOfSupply).toEqual({ code: '96', name: null });
    expect(abroad.taxes).toEqual([{ label: 'IGST', percent: 18, paise: 5382 }]);
    const chandigarh = gstOnInvoice({ sellerState: '04', ...splitGst(100, '04', '04') }, 1800);
    expect(chandigarh.taxes.map((tax) => tax.label)).toEqual(['CGST', 'UTGST']);
  });
});

describe('finding the state an address names', () => {
  it('knows official names, older names, short forms and codes', () => {
    expect(gstStateOf('Maharashtra')).toBe('27');
    expect(gstStateOf('  tamil nadu ')).toBe('33');
    expect(gstStateOf('Orissa')).toBe('21');
    expect(gstStateOf('New Delhi')).toBe('07');
    expect(gstStateOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateOf('29')).toBe('29');
    expect(gstStateOf('7')).toBe('07');
  });

  it('places a buyer abroad outside India, whatever their region', () => {
    expect(placeOfSupplyOf({ country: 'DE', state: 'Bavaria' })).toBe('96');
    expect(placeOfSupplyOf({ country: 'IN', state: 'Kerala' })).toBe('32');
    expect(placeOfSupplyOf({ country: 'IN', state: 'Atlantis' })).toBeNull();
  });

  it('answers null for what is not an Indian state', () => {
    expect(gstStateOf('Bavaria')).toBeNull();
    expect(gstStateOf('25')).toBeNull();
    expect(gstStateOf('')).toBeNull();
  });
});
