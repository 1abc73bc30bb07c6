/** A request's facts as the pages word them: "120 adet", "CNC işleme", "3/10 teklif". */
import { requestUnitLabels, type Advert } from '@pazaryeri/contract/adverts/index';
import { capabilityProcessLabels } from '@pazaryeri/contract/sellers/capabilities';
import { formatCount, formatMoney } from '@/lib/format';

export const quantityText = (advert: Advert) => (advert.quantity ? `${formatCount(advert.quantity)} ${requestUnitLabels[advert.unit ?? 'piece']}` : null);

export const processText = (advert: Advert) => (advert.process ? capabilityProcessLabels[advert.process] : null);

/** The budget, or that the buyer waits for the stores' prices. */
export const budgetText = (advert: Advert) => (advert.budgetOpen ? 'Teklif bekleniyor' : formatMoney(advert.budget));

/** A request that took as many offers as it asked for takes no more. */
export const isCapped = (advert: Advert) => advert.maxOffers !== null && advert.offersCount >= advert.maxOffers;

export const offersOfCapText = (advert: Advert) => (advert.maxOffers !== null ? `${advert.offersCount}/${advert.maxOffers} teklif` : `${advert.offersCount} teklif`);
