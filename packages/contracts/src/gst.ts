import { z } from 'zod';

/**
 * India's states and union territories by their GST state code (the first two digits of a GSTIN),
 * as invoices name the place of supply. `ut`: a union territory without a legislature, whose own
 * half of an intra-territory tax is UTGST rather than SGST (Delhi and Puducherry have legislatures).
 */
export const gstStates = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh', ut: true },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', ut: true },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep', ut: true },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands', ut: true },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh', ut: true },
] as const satisfies readonly { code: string; name: string; ut?: boolean }[];

export type GstStateCode = (typeof gstStates)[number]['code'];
const codes = gstStates.map((state) => state.code) as [GstStateCode, ...GstStateCode[]];
export const gstStateCodeSchema = z.enum(codes, { error: 'must be the GST code of an Indian state, such as 27' });

export const gstStateName = (code: string): string | null =>
  gstStates.find((state) => state.code === code)?.name ?? null;

/** The place-of-supply code GST returns use for a buyer outside India (an export: IGST). */
export const OUTSIDE_INDIA = '96';
export type PlaceOfSupply = GstStateCode | typeof OUTSIDE_INDIA;

/**
 * Where a buyer with this address is supplied, for GST: the Indian state it names, outside India
 * for another country, or null when an Indian address names no state we know.
 */
export function placeOfSupplyOf(address: { country: string; state: string }): PlaceOfSupply | null {
  return address.country === 'IN' ? gstStateOf(address.state) : OUTSIDE_INDIA;
}

/** Names people type for a state that differ from the official one (older names, short forms). */
const aliases: Record<string, GstStateCode> = {
  orissa: '21',
  pondicherry: '34',
  newdelhi: '07',
  nctofdelhi: '07',
  jk: '01',
  andamanandnicobar: '35',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  uttaranchal: '05',
};
const squeeze = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

/** The GST code of a state named in an address (its name, an older name, or its code); null if none matches. */
export function gstStateOf(text: string): GstStateCode | null {
  const typed = text.trim();
  const byCode = gstStates.find((state) => state.code === typed.padStart(2, '0'));
  if (byCode && /^\d{1,2}$/.test(typed)) return byCode.code;
  const key = squeeze(typed);
  return gstStates.find((state) => squeeze(state.name) === key)?.code ?? aliases[key] ?? null;
}

/**
 * How an invoice's GST divides (amounts in paise). A supply within the seller's own state is taxed
 * half by the Centre (CGST) and half by the state (SGST, or UTGST in a union territory without a
 * legislature); a supply to another state is one integrated tax (IGST) at the full rate. An odd
 * paisa goes to the Centre, so the halves always add up to the whole.
 */
export interface GstSplit {
  placeOfSupply: PlaceOfSupply;
  cgstPaise: number;
  /** SGST or UTGST, as `stateTaxLabel` says. */
  sgstPaise: number;
  igstPaise: number;
}

export function splitGst(gstPaise: number, seller: GstStateCode, buyer: PlaceOfSupply): GstSplit {
  if (buyer !== seller) return { placeOfSupply: buyer, cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const stateShare = Math.floor(gstPaise / 2);
  return { placeOfSupply: buyer, cgstPaise: gstPaise - stateShare, sgstPaise: stateShare, igstPaise: 0 };
}

export const taxLabels = ['CGST', 'SGST', 'UTGST', 'IGST'] as const;

/** An invoice's GST as it prints it: CGST and SGST (or UTGST) at half the rate each, or IGST at the full rate. */
export const gstOnInvoiceSchema = z.object({
  sellerState: z.object({ code: z.string(), name: z.string().nullable() }),
  /** The buyer's state (name null: outside India, code 96). */
  placeOfSupply: z.object({ code: z.string(), name: z.string().nullable() }),
  taxes: z.array(z.object({ label: z.enum(taxLabels), percent: z.number(), paise: z.number().int() })),
});
export type GstOnInvoice = z.infer<typeof gstOnInvoiceSchema>;

export function gstOnInvoice(split: GstSplit & { sellerState: string }, gstBasisPoints: number): GstOnInvoice {
  const percent = gstBasisPoints / 100;
  const taxes: GstOnInvoice['taxes'] =
    split.placeOfSupply === split.sellerState
      ? [
          { label: 'CGST', percent: percent / 2, paise: split.cgstPaise },
          { label: stateTaxLabel(split.placeOfSupply), percent: percent / 2, paise: split.sgstPaise },
        ]
      : [{ label: 'IGST', percent, paise: split.igstPaise }];
  return {
    sellerState: { code: split.sellerState, name: gstStateName(split.sellerState) },
    placeOfSupply: { code: split.placeOfSupply, name: gstStateName(split.placeOfSupply) },
    taxes,
  };
}

/** "UTGST" where the place of supply is a union territory without a legislature, else "SGST". */
export const stateTaxLabel = (placeOfSupply: string): 'SGST' | 'UTGST' =>
  gstStates.some((state) => state.code === placeOfSupply && 'ut' in state && state.ut) ? 'UTGST' : 'SGST';
