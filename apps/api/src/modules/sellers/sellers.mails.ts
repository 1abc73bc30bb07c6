import type { MailMessage } from '../../integrations/mail';

export function sellerApprovedMail(to: string, name: string, storeName: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'Mağazanız onaylandı',
    text:
      `Merhaba ${name},\n\n"${storeName}" mağazanız onaylandı. Satıcı panelinize girerek ürünlerinizi ` +
      `eklemeye başlayabilirsiniz: ${appUrl}/seller-panel/dashboard\n\nBol satışlar dileriz.`,
  };
}

export function sellerRejectedMail(to: string, name: string, storeName: string): MailMessage {
  return {
    to,
    subject: 'Satıcı başvurunuz hakkında',
    text:
      `Merhaba ${name},\n\n"${storeName}" için yaptığınız satıcı başvurusu onaylanmadı. Bilgilerinizi ` +
      `gözden geçirip yeniden başvurabilirsiniz. Sorularınız için destek ekibimize yazabilirsiniz.`,
  };
}
