/**
 * Legal documents of the product (spec section 2: terms, privacy, imprint, legal). The spec omits the addresses;
 * these are the deployment's pages.
 */
export const LEGAL_LINKS = {
  terms: 'https://www.example-carmaker.com/wen/terms',
  privacy: 'https://www.example-carmaker.com/wen/privacy',
  imprint: 'https://www.example-carmaker.com/imprint',
  legal: 'https://www.example-carmaker.com/legal',
} as const;

/** Further pages of the product the help and support screens link to (spec section 2, /support). Placeholders too. */
export const INFO_LINKS = {
  /** What WEN is and how it works. */
  info: 'https://www.example-carmaker.com/wen/info',
  /** Open-source licences of the web app. */
  licenses: 'https://www.example-carmaker.com/wen/licenses',
} as const;

/** How a service is supported: FAQ, website, hotline (international number as shown), e-mail. */
export interface SupportContact {
  faq: string;
  website: string;
  hotline: string;
  email: string;
}

/**
 * Support contact details exist for the product and for the car-pooling service (spec section 9); the spec omits
 * the values, so these are placeholders on the example domain and a number of the fictional 0000 block.
 */
export const SUPPORT_CONTACTS = {
  wen: {
    faq: 'https://www.example-carmaker.com/wen/faq',
    website: 'https://www.example-carmaker.com/wen',
    hotline: '+49 89 0000 0000',
    email: 'wen-support@example-carmaker.com',
  },
  commutePooling: {
    faq: 'https://www.example-carmaker.com/wen/commute-pooling/faq',
    website: 'https://www.example-carmaker.com/wen/commute-pooling',
    hotline: '+49 89 0000 0001',
    email: 'commute-pooling-support@example-carmaker.com',
  },
} as const satisfies Record<string, SupportContact>;

/** A tel: link of a phone number as shown: separators dropped, the leading + kept as the tel syntax, the rest encoded. */
export function telHref(phoneNumber: string): string {
  const compact = phoneNumber.replace(/[\s()./-]/g, '');
  const international = compact.startsWith('+');
  return `tel:${international ? '+' : ''}${encodeURIComponent(international ? compact.slice(1) : compact)}`;
}
