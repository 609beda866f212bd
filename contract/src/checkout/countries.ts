/**
 * ISO 3166-1 alpha-2 country codes (the officially assigned ones), and the US state and territory
 * codes a US shipping address takes as its region. Kept here rather than as a package: a short list
 * that changes a few times a decade, shared by the server's checks and the web's select.
 */
export const countryCodes: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE " +
  "EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM " +
  "HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC " +
  "LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA " +
  "NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO " +
  "TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const countrySet: ReadonlySet<string> = new Set(countryCodes);
export const isCountryCode = (value: string) => countrySet.has(value);

/** The 50 states, DC, and the territories and military "states" the US Postal Service addresses. */
export const usStateCodes: readonly string[] = (
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY " +
  "NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR VI UM AA AE AP"
).split(" ");

const stateSet: ReadonlySet<string> = new Set(usStateCodes);
export const isUsStateCode = (value: string) => stateSet.has(value);

/** A US ZIP code: 5 digits, or ZIP+4 (9 digits, with or without the hyphen). */
export const isUsPostalCode = (value: string) => /^\d{5}(-?\d{4})?$/.test(value);
