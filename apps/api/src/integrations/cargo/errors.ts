/**
 * A refusal or fault of the aggregator. `message` is what the aggregator said (or ours, in
 * Turkish, for network faults); `additionalMessage` is its detail, shown to the store after our
 * own sentence (spec §8 'Teklif kabul edilirken bir hata oluştu').
 */
export class CargoError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly additionalMessage: string | null = null,
    /** The HTTP status the aggregator answered, 0 for a network fault or time-out. */
    readonly status = 0,
  ) {
    super(message);
    this.name = 'CargoError';
  }
}

export const isCargoError = (error: unknown): error is CargoError => error instanceof CargoError;

export const cargoErrorMessages = {
  unavailable: 'Kargo servisine şu anda ulaşılamıyor. Lütfen biraz sonra yeniden deneyin.',
  timeout: 'Kargo servisi zamanında yanıt vermedi.',
  invalidResponse: 'Kargo servisinin yanıtı okunamadı.',
  shipmentNotFound: 'Gönderi kargo servisinde bulunamadı.',
  offerNotFound: 'Teklif bulunamadı veya süresi doldu.',
  offerTaken: 'Bu gönderi için zaten bir teklif kabul edildi.',
  cannotCancel: 'Kargo firması gönderiyi teslim aldı; artık iptal edilemez.',
  alreadyCanceled: 'Gönderi zaten iptal edilmiş.',
  returnNeedsDelivered: 'İade yalnızca teslim edilmiş bir gönderi için oluşturulabilir.',
  noLabel: 'Bu gönderinin henüz etiketi yok.',
  tooHeavy: 'Paket kargo firmalarının taşıyabileceği sınırı aşıyor (en çok 150 desi).',
  unknownCity: 'Gönderici veya alıcı ili tanınmadı.',
} as const;
