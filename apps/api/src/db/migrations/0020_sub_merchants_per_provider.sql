-- A store's sub-merchant key is kept per payment provider: a key means nothing at another one.
ALTER TABLE "sub_merchants" DROP CONSTRAINT "sub_merchants_pkey";--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD CONSTRAINT "sub_merchants_seller_id_provider_pk" PRIMARY KEY("seller_id","provider");
