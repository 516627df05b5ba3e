/**
 * Static reference data behind GET /discoveries and GET /uma-providers
 * (docs/decisions/0013-discovery-and-uma-lookups.md).
 *
 * Institutions: real banks and mobile-money operators, several per country, for every fiat
 * currency that has an external-account type (spec 2.2). `bankName` is a stable UPPER_SNAKE
 * identifier, unique across the whole list, and is what a client passes as `bankName` when it
 * creates an external account; never rename one, only add.
 */
import { SANDBOX_UMA_DOMAIN } from '../sandbox/uma.js';

export interface Institution {
  bankName: string;
  displayName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217. */
  currency: string;
}

type Row = [bankName: string, displayName: string];

/** Institutions by `country/currency`. */
const BY_MARKET: Record<string, Row[]> = {
  'AE/AED': [
    ['EMIRATES_NBD', 'Emirates NBD'],
    ['FIRST_ABU_DHABI_BANK', 'First Abu Dhabi Bank'],
    ['ABU_DHABI_COMMERCIAL_BANK', 'Abu Dhabi Commercial Bank'],
    ['DUBAI_ISLAMIC_BANK', 'Dubai Islamic Bank'],
    ['MASHREQ_BANK', 'Mashreq'],
  ],
  'BD/BDT': [
    ['SONALI_BANK', 'Sonali Bank'],
    ['BRAC_BANK', 'BRAC Bank'],
    ['DUTCH_BANGLA_BANK', 'Dutch-Bangla Bank'],
    ['ISLAMI_BANK_BANGLADESH', 'Islami Bank Bangladesh'],
    ['CITY_BANK_BANGLADESH', 'The City Bank'],
    ['BKASH', 'bKash'],
  ],
  'BR/BRL': [
    ['BANCO_DO_BRASIL', 'Banco do Brasil'],
    ['ITAU_UNIBANCO', 'Itaú Unibanco'],
    ['BRADESCO', 'Banco Bradesco'],
    ['CAIXA_ECONOMICA_FEDERAL', 'Caixa Econômica Federal'],
    ['SANTANDER_BRASIL', 'Banco Santander Brasil'],
    ['NUBANK', 'Nubank'],
  ],
  'BW/BWP': [
    ['FNB_BOTSWANA', 'First National Bank Botswana'],
    ['ABSA_BANK_BOTSWANA', 'Absa Bank Botswana'],
    ['STANBIC_BANK_BOTSWANA', 'Stanbic Bank Botswana'],
    ['ACCESS_BANK_BOTSWANA', 'Access Bank Botswana'],
    ['BANCABC_BOTSWANA', 'BancABC Botswana'],
  ],
  'CA/CAD': [
    ['ROYAL_BANK_OF_CANADA', 'RBC Royal Bank'],
    ['TD_CANADA_TRUST', 'TD Canada Trust'],
    ['SCOTIABANK', 'Scotiabank'],
    ['BANK_OF_MONTREAL', 'BMO Bank of Montreal'],
    ['CIBC', 'CIBC'],
    ['NATIONAL_BANK_OF_CANADA', 'National Bank of Canada'],
    ['DESJARDINS', 'Desjardins'],
  ],
  'CN/CNY': [
    ['ICBC', 'Industrial and Commercial Bank of China'],
    ['CHINA_CONSTRUCTION_BANK', 'China Construction Bank'],
    ['AGRICULTURAL_BANK_OF_CHINA', 'Agricultural Bank of China'],
    ['BANK_OF_CHINA', 'Bank of China'],
    ['BANK_OF_COMMUNICATIONS', 'Bank of Communications'],
    ['CHINA_MERCHANTS_BANK', 'China Merchants Bank'],
  ],
  'CO/COP': [
    ['BANCOLOMBIA', 'Bancolombia'],
    ['BANCO_DE_BOGOTA', 'Banco de Bogotá'],
    ['DAVIVIENDA', 'Banco Davivienda'],
    ['BBVA_COLOMBIA', 'BBVA Colombia'],
    ['BANCO_DE_OCCIDENTE', 'Banco de Occidente'],
    ['NEQUI', 'Nequi'],
  ],
  'DK/DKK': [
    ['DANSKE_BANK', 'Danske Bank'],
    ['JYSKE_BANK', 'Jyske Bank'],
    ['NYKREDIT_BANK', 'Nykredit Bank'],
    ['SYDBANK', 'Sydbank'],
    ['NORDEA_DANMARK', 'Nordea Danmark'],
  ],
  'EG/EGP': [
    ['NATIONAL_BANK_OF_EGYPT', 'National Bank of Egypt'],
    ['BANQUE_MISR', 'Banque Misr'],
    ['COMMERCIAL_INTERNATIONAL_BANK', 'Commercial International Bank (CIB)'],
    ['QNB_EGYPT', 'QNB Egypt'],
    ['BANQUE_DU_CAIRE', 'Banque du Caire'],
  ],
  'DE/EUR': [
    ['DEUTSCHE_BANK', 'Deutsche Bank'],
    ['COMMERZBANK', 'Commerzbank'],
    ['ING_DEUTSCHLAND', 'ING Deutschland'],
    ['DZ_BANK', 'DZ Bank'],
    ['N26', 'N26'],
  ],
  'FR/EUR': [
    ['BNP_PARIBAS', 'BNP Paribas'],
    ['SOCIETE_GENERALE', 'Société Générale'],
    ['CREDIT_AGRICOLE', 'Crédit Agricole'],
    ['LA_BANQUE_POSTALE', 'La Banque Postale'],
    ['CREDIT_MUTUEL', 'Crédit Mutuel'],
  ],
  'ES/EUR': [
    ['BANCO_SANTANDER', 'Banco Santander'],
    ['BBVA', 'BBVA'],
    ['CAIXABANK', 'CaixaBank'],
    ['BANCO_SABADELL', 'Banco Sabadell'],
    ['BANKINTER', 'Bankinter'],
  ],
  'IT/EUR': [
    ['INTESA_SANPAOLO', 'Intesa Sanpaolo'],
    ['UNICREDIT', 'UniCredit'],
    ['BANCO_BPM', 'Banco BPM'],
    ['BPER_BANCA', 'BPER Banca'],
  ],
  'NL/EUR': [
    ['ING_BANK', 'ING Bank'],
    ['RABOBANK', 'Rabobank'],
    ['ABN_AMRO', 'ABN AMRO'],
    ['BUNQ', 'bunq'],
  ],
  'IE/EUR': [
    ['ALLIED_IRISH_BANKS', 'AIB'],
    ['BANK_OF_IRELAND', 'Bank of Ireland'],
    ['PERMANENT_TSB', 'PTSB'],
  ],
  'PT/EUR': [
    ['CAIXA_GERAL_DE_DEPOSITOS', 'Caixa Geral de Depósitos'],
    ['MILLENNIUM_BCP', 'Millennium bcp'],
    ['NOVO_BANCO', 'Novo Banco'],
  ],
  'GB/GBP': [
    ['BARCLAYS', 'Barclays'],
    ['HSBC_UK', 'HSBC UK'],
    ['LLOYDS_BANK', 'Lloyds Bank'],
    ['NATWEST', 'NatWest'],
    ['SANTANDER_UK', 'Santander UK'],
    ['MONZO', 'Monzo'],
    ['STARLING_BANK', 'Starling Bank'],
  ],
  'GH/GHS': [
    ['GCB_BANK', 'GCB Bank'],
    ['ECOBANK_GHANA', 'Ecobank Ghana'],
    ['STANBIC_BANK_GHANA', 'Stanbic Bank Ghana'],
    ['ABSA_BANK_GHANA', 'Absa Bank Ghana'],
    ['MTN_MOBILE_MONEY_GHANA', 'MTN Mobile Money Ghana'],
  ],
  'GT/GTQ': [
    ['BANCO_INDUSTRIAL', 'Banco Industrial'],
    ['BANRURAL', 'Banrural'],
    ['BANCO_GT_CONTINENTAL', 'Banco G&T Continental'],
    ['BAC_CREDOMATIC_GUATEMALA', 'BAC Credomatic Guatemala'],
    ['BANCO_AGROMERCANTIL', 'Banco Agromercantil (BAM)'],
  ],
  'HK/HKD': [
    ['HSBC_HONG_KONG', 'HSBC Hong Kong'],
    ['HANG_SENG_BANK', 'Hang Seng Bank'],
    ['BANK_OF_CHINA_HONG_KONG', 'Bank of China (Hong Kong)'],
    ['STANDARD_CHARTERED_HONG_KONG', 'Standard Chartered Hong Kong'],
    ['BANK_OF_EAST_ASIA', 'The Bank of East Asia'],
  ],
  'HT/HTG': [
    ['UNIBANK_HAITI', 'Unibank'],
    ['SOGEBANK', 'Sogebank'],
    ['BANQUE_NATIONALE_DE_CREDIT', 'Banque Nationale de Crédit'],
    ['CAPITAL_BANK_HAITI', 'Capital Bank'],
    ['BANQUE_POPULAIRE_HAITIENNE', 'Banque Populaire Haïtienne'],
  ],
  'ID/IDR': [
    ['BANK_CENTRAL_ASIA', 'Bank Central Asia (BCA)'],
    ['BANK_MANDIRI', 'Bank Mandiri'],
    ['BANK_RAKYAT_INDONESIA', 'Bank Rakyat Indonesia (BRI)'],
    ['BANK_NEGARA_INDONESIA', 'Bank Negara Indonesia (BNI)'],
    ['CIMB_NIAGA', 'CIMB Niaga'],
  ],
  'IL/ILS': [
    ['BANK_LEUMI', 'Bank Leumi'],
    ['BANK_HAPOALIM', 'Bank Hapoalim'],
    ['ISRAEL_DISCOUNT_BANK', 'Israel Discount Bank'],
    ['MIZRAHI_TEFAHOT', 'Mizrahi Tefahot Bank'],
    ['FIRST_INTERNATIONAL_BANK_OF_ISRAEL', 'First International Bank of Israel'],
  ],
  'IN/INR': [
    ['STATE_BANK_OF_INDIA', 'State Bank of India'],
    ['HDFC_BANK', 'HDFC Bank'],
    ['ICICI_BANK', 'ICICI Bank'],
    ['AXIS_BANK', 'Axis Bank'],
    ['KOTAK_MAHINDRA_BANK', 'Kotak Mahindra Bank'],
    ['PUNJAB_NATIONAL_BANK', 'Punjab National Bank'],
  ],
  'JM/JMD': [
    ['NATIONAL_COMMERCIAL_BANK_JAMAICA', 'National Commercial Bank Jamaica'],
    ['SCOTIABANK_JAMAICA', 'Scotiabank Jamaica'],
    ['JN_BANK', 'JN Bank'],
    ['SAGICOR_BANK', 'Sagicor Bank'],
    ['FIRST_GLOBAL_BANK', 'First Global Bank'],
  ],
  'KE/KES': [
    ['KCB_BANK_KENYA', 'KCB Bank Kenya'],
    ['EQUITY_BANK_KENYA', 'Equity Bank Kenya'],
    ['COOPERATIVE_BANK_OF_KENYA', 'Co-operative Bank of Kenya'],
    ['NCBA_BANK_KENYA', 'NCBA Bank Kenya'],
    ['ABSA_BANK_KENYA', 'Absa Bank Kenya'],
    ['MPESA_KENYA', 'M-PESA (Safaricom)'],
  ],
  'MW/MWK': [
    ['NATIONAL_BANK_OF_MALAWI', 'National Bank of Malawi'],
    ['STANDARD_BANK_MALAWI', 'Standard Bank Malawi'],
    ['FDH_BANK', 'FDH Bank'],
    ['NBS_BANK', 'NBS Bank'],
    ['FIRST_CAPITAL_BANK_MALAWI', 'First Capital Bank Malawi'],
    ['AIRTEL_MONEY_MALAWI', 'Airtel Money Malawi'],
  ],
  'MX/MXN': [
    ['BBVA_MEXICO', 'BBVA México'],
    ['BANORTE', 'Banorte'],
    ['SANTANDER_MEXICO', 'Santander México'],
    ['BANAMEX', 'Banamex'],
    ['HSBC_MEXICO', 'HSBC México'],
    ['BANCO_AZTECA', 'Banco Azteca'],
  ],
  'MY/MYR': [
    ['MAYBANK', 'Maybank'],
    ['CIMB_BANK', 'CIMB Bank'],
    ['PUBLIC_BANK', 'Public Bank'],
    ['RHB_BANK', 'RHB Bank'],
    ['HONG_LEONG_BANK', 'Hong Leong Bank'],
  ],
  'NG/NGN': [
    ['ACCESS_BANK_NIGERIA', 'Access Bank'],
    ['ZENITH_BANK', 'Zenith Bank'],
    ['GUARANTY_TRUST_BANK', 'Guaranty Trust Bank (GTBank)'],
    ['FIRST_BANK_OF_NIGERIA', 'First Bank of Nigeria'],
    ['UNITED_BANK_FOR_AFRICA', 'United Bank for Africa (UBA)'],
    ['KUDA_MICROFINANCE_BANK', 'Kuda Microfinance Bank'],
    ['OPAY', 'OPay'],
  ],
  'PH/PHP': [
    ['BDO_UNIBANK', 'BDO Unibank'],
    ['BANK_OF_THE_PHILIPPINE_ISLANDS', 'Bank of the Philippine Islands (BPI)'],
    ['METROBANK', 'Metrobank'],
    ['LAND_BANK_OF_THE_PHILIPPINES', 'Land Bank of the Philippines'],
    ['GCASH', 'GCash'],
  ],
  'PK/PKR': [
    ['HABIB_BANK', 'Habib Bank Limited (HBL)'],
    ['UNITED_BANK_PAKISTAN', 'United Bank Limited (UBL)'],
    ['MCB_BANK', 'MCB Bank'],
    ['NATIONAL_BANK_OF_PAKISTAN', 'National Bank of Pakistan'],
    ['MEEZAN_BANK', 'Meezan Bank'],
    ['JAZZCASH', 'JazzCash'],
  ],
  'RW/RWF': [
    ['BANK_OF_KIGALI', 'Bank of Kigali'],
    ['I_AND_M_BANK_RWANDA', 'I&M Bank Rwanda'],
    ['EQUITY_BANK_RWANDA', 'Equity Bank Rwanda'],
    ['ECOBANK_RWANDA', 'Ecobank Rwanda'],
    ['MTN_MOMO_RWANDA', 'MTN MoMo Rwanda'],
  ],
  'SG/SGD': [
    ['DBS_BANK', 'DBS Bank'],
    ['OCBC_BANK', 'OCBC Bank'],
    ['UNITED_OVERSEAS_BANK', 'United Overseas Bank (UOB)'],
    ['STANDARD_CHARTERED_SINGAPORE', 'Standard Chartered Singapore'],
    ['MAYBANK_SINGAPORE', 'Maybank Singapore'],
  ],
  // El Salvador (the SLV_ACCOUNT type) uses the US dollar.
  'SV/USD': [
    ['BANCO_AGRICOLA', 'Banco Agrícola'],
    ['BANCO_CUSCATLAN', 'Banco Cuscatlán'],
    ['DAVIVIENDA_EL_SALVADOR', 'Banco Davivienda Salvadoreño'],
    ['BAC_CREDOMATIC_EL_SALVADOR', 'BAC Credomatic El Salvador'],
    ['BANCO_HIPOTECARIO', 'Banco Hipotecario de El Salvador'],
  ],
  'TH/THB': [
    ['BANGKOK_BANK', 'Bangkok Bank'],
    ['KASIKORNBANK', 'Kasikornbank'],
    ['SIAM_COMMERCIAL_BANK', 'Siam Commercial Bank'],
    ['KRUNGTHAI_BANK', 'Krungthai Bank'],
    ['BANK_OF_AYUDHYA', 'Krungsri (Bank of Ayudhya)'],
  ],
  'TZ/TZS': [
    ['CRDB_BANK', 'CRDB Bank'],
    ['NMB_BANK', 'NMB Bank'],
    ['NBC_BANK_TANZANIA', 'NBC Bank'],
    ['STANBIC_BANK_TANZANIA', 'Stanbic Bank Tanzania'],
    ['MPESA_TANZANIA', 'M-Pesa Tanzania (Vodacom)'],
  ],
  'UG/UGX': [
    ['STANBIC_BANK_UGANDA', 'Stanbic Bank Uganda'],
    ['CENTENARY_BANK', 'Centenary Bank'],
    ['DFCU_BANK', 'dfcu Bank'],
    ['ABSA_BANK_UGANDA', 'Absa Bank Uganda'],
    ['MTN_MOBILE_MONEY_UGANDA', 'MTN Mobile Money Uganda'],
  ],
  'US/USD': [
    ['JPMORGAN_CHASE', 'JPMorgan Chase Bank'],
    ['BANK_OF_AMERICA', 'Bank of America'],
    ['WELLS_FARGO', 'Wells Fargo Bank'],
    ['CITIBANK', 'Citibank'],
    ['US_BANK', 'U.S. Bank'],
    ['PNC_BANK', 'PNC Bank'],
    ['CAPITAL_ONE', 'Capital One'],
    ['TRUIST_BANK', 'Truist Bank'],
  ],
  'VN/VND': [
    ['VIETCOMBANK', 'Vietcombank'],
    ['VIETINBANK', 'VietinBank'],
    ['BIDV', 'BIDV'],
    ['TECHCOMBANK', 'Techcombank'],
    ['VPBANK', 'VPBank'],
    ['MB_BANK', 'MB Bank'],
  ],
  'CM/XAF': [
    ['AFRILAND_FIRST_BANK', 'Afriland First Bank'],
    ['SOCIETE_GENERALE_CAMEROUN', 'Société Générale Cameroun'],
    ['ECOBANK_CAMEROUN', 'Ecobank Cameroun'],
    ['BICEC', 'BICEC'],
    ['MTN_MOBILE_MONEY_CAMEROON', 'MTN Mobile Money Cameroon'],
  ],
  'GA/XAF': [
    ['BGFIBANK_GABON', 'BGFIBank Gabon'],
    ['ORABANK_GABON', 'Orabank Gabon'],
    ['ECOBANK_GABON', 'Ecobank Gabon'],
  ],
  'SN/XOF': [
    ['CBAO_ATTIJARIWAFA', 'CBAO Groupe Attijariwafa bank'],
    ['SOCIETE_GENERALE_SENEGAL', 'Société Générale Sénégal'],
    ['ECOBANK_SENEGAL', 'Ecobank Sénégal'],
    ['BANQUE_DE_L_HABITAT_DU_SENEGAL', 'Banque de l’Habitat du Sénégal'],
    ['ORANGE_MONEY_SENEGAL', 'Orange Money Sénégal'],
    ['WAVE_SENEGAL', 'Wave Sénégal'],
  ],
  'CI/XOF': [
    ['SOCIETE_GENERALE_COTE_D_IVOIRE', 'Société Générale Côte d’Ivoire'],
    ['SIB_COTE_D_IVOIRE', 'Société Ivoirienne de Banque'],
    ['NSIA_BANQUE_COTE_D_IVOIRE', 'NSIA Banque Côte d’Ivoire'],
    ['ECOBANK_COTE_D_IVOIRE', 'Ecobank Côte d’Ivoire'],
    ['ORANGE_MONEY_COTE_D_IVOIRE', 'Orange Money Côte d’Ivoire'],
  ],
  'ZA/ZAR': [
    ['STANDARD_BANK_SOUTH_AFRICA', 'Standard Bank'],
    ['FIRST_NATIONAL_BANK_SOUTH_AFRICA', 'First National Bank (FNB)'],
    ['ABSA_BANK_SOUTH_AFRICA', 'Absa Bank'],
    ['NEDBANK', 'Nedbank'],
    ['CAPITEC_BANK', 'Capitec Bank'],
  ],
  'ZM/ZMW': [
    ['ZANACO', 'Zambia National Commercial Bank (Zanaco)'],
    ['STANBIC_BANK_ZAMBIA', 'Stanbic Bank Zambia'],
    ['ABSA_BANK_ZAMBIA', 'Absa Bank Zambia'],
    ['FNB_ZAMBIA', 'First National Bank Zambia'],
    ['INDO_ZAMBIA_BANK', 'Indo Zambia Bank'],
  ],
};

/**
 * Every institution, ordered by country, then currency, then display name. Sorted on first use:
 * the display names' English collation loads the locale data it needs (some 3 MB of the
 * process's memory) only when a list or a bank is asked for, not at every start.
 */
let institutions: readonly Institution[] | undefined;
export function allInstitutions(): readonly Institution[] {
  institutions ??= Object.entries(BY_MARKET)
    .flatMap(([market, rows]) => {
      const [country, currency] = market.split('/') as [string, string];
      return rows.map(([bankName, displayName]) => ({ bankName, displayName, country, currency }));
    })
    .sort(
      (a, b) =>
        a.country.localeCompare(b.country) ||
        a.currency.localeCompare(b.currency) ||
        a.displayName.localeCompare(b.displayName, 'en'),
    );
  return institutions;
}

/**
 * The BIC (first 8 characters) and the national bank code of the banks where one revision of
 * the contract identifies an account by one of them and another revision by the other (HKD,
 * IDR, MYR, SGD, THB, VND accounts): an account given either way is answered with both.
 * Real codes of real banks; a bank not listed here must be given with every field.
 */
export const BANK_CODES: Readonly<Record<string, { bic: string; code?: string }>> = {
  HSBC_HONG_KONG: { bic: 'HSBCHKHH', code: '004' },
  HANG_SENG_BANK: { bic: 'HASEHKHH', code: '024' },
  BANK_OF_CHINA_HONG_KONG: { bic: 'BKCHHKHH', code: '012' },
  STANDARD_CHARTERED_HONG_KONG: { bic: 'SCBLHKHH', code: '003' },
  BANK_OF_EAST_ASIA: { bic: 'BEASHKHH', code: '015' },
  BANK_CENTRAL_ASIA: { bic: 'CENAIDJA', code: '014' },
  BANK_MANDIRI: { bic: 'BMRIIDJA', code: '008' },
  BANK_RAKYAT_INDONESIA: { bic: 'BRINIDJA', code: '002' },
  BANK_NEGARA_INDONESIA: { bic: 'BNINIDJA', code: '009' },
  CIMB_NIAGA: { bic: 'BNIAIDJA', code: '022' },
  MAYBANK: { bic: 'MBBEMYKL' },
  CIMB_BANK: { bic: 'CIBBMYKL' },
  PUBLIC_BANK: { bic: 'PBBEMYKL' },
  RHB_BANK: { bic: 'RHBBMYKL' },
  HONG_LEONG_BANK: { bic: 'HLBBMYKL' },
  DBS_BANK: { bic: 'DBSSSGSG', code: '7171' },
  OCBC_BANK: { bic: 'OCBCSGSG', code: '7339' },
  UNITED_OVERSEAS_BANK: { bic: 'UOVBSGSG', code: '7375' },
  STANDARD_CHARTERED_SINGAPORE: { bic: 'SCBLSGSG', code: '9496' },
  MAYBANK_SINGAPORE: { bic: 'MBBESGSG', code: '7302' },
  BANGKOK_BANK: { bic: 'BKKBTHBK', code: '002' },
  KASIKORNBANK: { bic: 'KASITHBK', code: '004' },
  SIAM_COMMERCIAL_BANK: { bic: 'SICOTHBK', code: '014' },
  KRUNGTHAI_BANK: { bic: 'KRTHTHBK', code: '006' },
  BANK_OF_AYUDHYA: { bic: 'AYUDTHBK', code: '025' },
  VIETCOMBANK: { bic: 'BFTVVNVX' },
  VIETINBANK: { bic: 'ICBVVNVX' },
  BIDV: { bic: 'BIDVVNVX' },
  TECHCOMBANK: { bic: 'VTCBVNVX' },
  VPBANK: { bic: 'VPBKVNVX' },
  MB_BANK: { bic: 'MSCBVNVX' },
};

export interface KnownBank {
  bankName: string;
  /** BIC of the head office (8 characters). */
  bic: string;
  /** National bank code (sort code), where the country has one. */
  code?: string;
}

/**
 * The bank of `country` named by any of: its `bankName` (the directory's name or display name,
 * any case), its BIC (8 or 11 characters), or its national code.
 */
export function findBank(
  country: string,
  by: { bankName?: string; swiftCode?: string; sortCode?: string },
): KnownBank | undefined {
  const name = by.bankName?.trim().toUpperCase();
  const bic = by.swiftCode?.slice(0, 8).toUpperCase();
  for (const institution of allInstitutions()) {
    if (institution.country !== country) continue;
    const codes = BANK_CODES[institution.bankName];
    if (!codes) continue;
    const matches =
      (name !== undefined &&
        (institution.bankName === name || institution.displayName.toUpperCase() === name)) ||
      (bic !== undefined && codes.bic === bic) ||
      (by.sortCode !== undefined && codes.code === by.sortCode);
    if (matches) return { bankName: institution.bankName, ...codes };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

export interface UmaProviderRecord {
  name: string;
  /** ISO 3166-1 alpha-2 countries served. */
  supportedRegions: string[];
  domain: string;
  logoUrl?: string;
  /** Currency codes receivers at this provider can be paid in. */
  supportedCurrencies: string[];
  /** ISO 17442 Legal Entity Identifier; the ones below are fictional (valid check digits only). */
  lei?: string;
  /** false: the provider is on the block list and payments to it are refused. */
  allowListStatus: boolean;
  /** Listed only when the service runs in sandbox mode. */
  sandboxOnly?: boolean;
}

/**
 * Counterparty UMA providers. The first is the sandbox counterparty whose receivers have
 * scripted outcomes (spec 4.15); the others are fictional providers under `.test` that
 * exist only in this list (their receivers do not resolve: UMA_NOT_FOUND).
 */
export const UMA_PROVIDERS: readonly UmaProviderRecord[] = [
  {
    name: 'Sandbox UMA Counterparty',
    supportedRegions: ['US', 'MX', 'DE', 'ES', 'FR', 'IT', 'NL'],
    domain: SANDBOX_UMA_DOMAIN,
    supportedCurrencies: ['USD', 'EUR', 'MXN'],
    allowListStatus: true,
    sandboxOnly: true,
  },
  {
    name: 'Aurora Pay',
    supportedRegions: ['US', 'CA'],
    domain: 'aurora-pay.uma.test',
    logoUrl: 'https://aurora-pay.uma.test/logo.png',
    supportedCurrencies: ['USD', 'CAD', 'USDC'],
    lei: '984500AURORAPAY0TE29',
    allowListStatus: true,
  },
  {
    name: 'Euro Bridge',
    supportedRegions: ['DE', 'FR', 'ES', 'IT', 'NL', 'IE', 'PT'],
    domain: 'eurobridge.uma.test',
    logoUrl: 'https://eurobridge.uma.test/logo.svg',
    supportedCurrencies: ['EUR'],
    lei: '984500EUROBRIDGE0T42',
    allowListStatus: true,
  },
  {
    name: 'Mercado Veloz',
    supportedRegions: ['MX', 'GT'],
    domain: 'mercadoveloz.uma.test',
    logoUrl: 'https://mercadoveloz.uma.test/logo.png',
    supportedCurrencies: ['MXN', 'GTQ', 'USD'],
    allowListStatus: true,
  },
  {
    name: 'Pix Relâmpago',
    supportedRegions: ['BR'],
    domain: 'pixrelampago.uma.test',
    supportedCurrencies: ['BRL', 'USDC'],
    allowListStatus: true,
  },
  {
    name: 'Rupee Rails',
    supportedRegions: ['IN'],
    domain: 'rupeerails.uma.test',
    logoUrl: 'https://rupeerails.uma.test/logo.png',
    supportedCurrencies: ['INR'],
    allowListStatus: true,
  },
  {
    name: 'Savanna Mobile Money',
    supportedRegions: ['KE', 'TZ', 'UG', 'RW'],
    domain: 'savanna.uma.test',
    supportedCurrencies: ['KES', 'TZS', 'UGX', 'RWF'],
    allowListStatus: true,
  },
  {
    name: 'Lagos Wallet',
    supportedRegions: ['NG', 'GH'],
    domain: 'lagoswallet.uma.test',
    logoUrl: 'https://lagoswallet.uma.test/logo.png',
    supportedCurrencies: ['NGN', 'GHS', 'USD'],
    lei: '984500LAGOSWALLET077',
    allowListStatus: false,
  },
  {
    name: 'Sterling Node',
    supportedRegions: ['GB'],
    domain: 'sterlingnode.uma.test',
    supportedCurrencies: ['GBP', 'EUR', 'BTC'],
    allowListStatus: false,
  },
];
