ALTER TABLE "usage_ledger" DROP CONSTRAINT "usage_ledger_account_id_accounts_id_fk";
