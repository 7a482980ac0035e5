// What the /api/Members/{memberId}/Payments/… route modules share: their tag, the order's path and
// the descriptions of PayPal's refusals and of the If-Match a new default method needs.
import { Type } from '@sinclair/typebox';
import { OrderIdParam } from '../../../contract/api/payments.ts';
import { IdParam } from '../../../contract/api/common.ts';

export const tags = ['Payments'];
export const OrderParams = Type.Object({ memberId: IdParam, orderId: OrderIdParam });
export type OrderParams = { memberId: number; orderId: string };
export const refusals =
  '422 + subCode 6 when PayPal refuses (declined card, order not approved); 502 when PayPal is down or failing, 504 when it is too slow — ' +
  'nothing is stored in those cases; 403 for a read-only member; 404 for an order the member did not create.';
export const makeDefaultPrecondition =
  "With makeDefault, If-Match must name the member's current ETag (the default method is part of the payment settings): " +
  '428 without it; 412 when the settings changed since, before anything is captured.';
