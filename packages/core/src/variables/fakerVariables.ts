import type { Faker } from '@faker-js/faker';
import { CourierError } from '../errors.js';

/**
 * Postman's `$random…` dynamic variables (postman-collection's superstring/dynamic-variables.js),
 * mapped onto faker 10's API. Only the English locale is imported, and each entry is a function
 * called when its placeholder is met, so loading the table builds nothing. Where faker renamed or
 * dropped a generator, the entry reproduces what Postman returns (same formats, same ranges).
 */
type Generator = (f: Faker) => unknown;

// Postman's list (from Chromium's l10n_util.cc): faker only knows 'en'.
const LOCALES =
  'af am an ar ast az be bg bh bn br bs ca ceb ckb co cs cy da de el en eo es et eu fa fi fil fo fr fy ga gd gl gn gu ha haw he hi hmn hr ht hu hy ia id ig is it ja jv ka kk km kn ko ku ky la lb ln lo lt lv mg mi mk ml mn mo mr ms mt my nb ne nl nn no ny oc om or pa pl ps pt qu rm ro ru sd sh si sk sl sm sn so sq sr st su sv sw ta te tg th ti tk to tr tt tw ug uk ur uz vi wa xh yi yo zh zu'.split(
    ' ',
  );
// faker 5's English company suffixes, which Postman drew from.
const COMPANY_SUFFIXES = ['Inc', 'and Sons', 'LLC', 'Group'];

const phoneNumber = (f: Faker): string => f.helpers.replaceSymbols('###-###-####');

const GENERATORS: Readonly<Record<string, Generator>> = {
  $randomPhoneNumber: phoneNumber,
  $randomPhoneNumberExt: (f) => `${f.number.int({ min: 1, max: 99 })}-${phoneNumber(f)}`,
  $randomLocale: (f) => f.helpers.arrayElement(LOCALES),
  $randomWords: (f) => f.word.words({ count: { min: 2, max: 5 } }),
  $randomFilePath: (f) => f.system.filePath(),
  $randomDirectoryPath: (f) => f.system.directoryPath(),

  $randomCity: (f) => f.location.city(),
  $randomStreetName: (f) => f.location.street(),
  $randomStreetAddress: (f) => f.location.streetAddress(),
  $randomCountry: (f) => f.location.country(),
  $randomCountryCode: (f) => f.location.countryCode(),
  $randomLatitude: (f) => f.location.latitude(),
  $randomLongitude: (f) => f.location.longitude(),

  $randomColor: (f) => f.color.human(),
  $randomDepartment: (f) => f.commerce.department(),
  $randomProductName: (f) => f.commerce.productName(),
  $randomProductAdjective: (f) => f.commerce.productAdjective(),
  $randomProductMaterial: (f) => f.commerce.productMaterial(),
  $randomProduct: (f) => f.commerce.product(),

  $randomCompanyName: (f) => f.company.name(),
  $randomCompanySuffix: (f) => f.helpers.arrayElement(COMPANY_SUFFIXES),
  $randomCatchPhrase: (f) => f.company.catchPhrase(),
  $randomBs: (f) => f.company.buzzPhrase(),
  $randomCatchPhraseAdjective: (f) => f.company.catchPhraseAdjective(),
  $randomCatchPhraseDescriptor: (f) => f.company.catchPhraseDescriptor(),
  $randomCatchPhraseNoun: (f) => f.company.catchPhraseNoun(),
  $randomBsAdjective: (f) => f.company.buzzAdjective(),
  $randomBsBuzz: (f) => f.company.buzzVerb(),
  $randomBsNoun: (f) => f.company.buzzNoun(),

  $randomDatabaseColumn: (f) => f.database.column(),
  $randomDatabaseType: (f) => f.database.type(),
  $randomDatabaseCollation: (f) => f.database.collation(),
  $randomDatabaseEngine: (f) => f.database.engine(),

  // Postman substitutes the Date's toString(), e.g. 'Thu Dec 25 2025 19:54:33 GMT+0000 (…)'.
  $randomDatePast: (f) => f.date.past(),
  $randomDateFuture: (f) => f.date.future(),
  $randomDateRecent: (f) => f.date.recent(),
  $randomMonth: (f) => f.date.month(),
  $randomWeekday: (f) => f.date.weekday(),

  $randomBankAccount: (f) => f.finance.accountNumber(8),
  $randomBankAccountName: (f) => f.finance.accountName(),
  // faker 5's finance.mask(): four digits in '(...1234)'.
  $randomCreditCardMask: (f) => `(...${f.string.numeric(4)})`,
  $randomPrice: (f) => f.finance.amount(),
  $randomTransactionType: (f) => f.finance.transactionType(),
  $randomCurrencyCode: (f) => f.finance.currencyCode(),
  $randomCurrencyName: (f) => f.finance.currencyName(),
  $randomCurrencySymbol: (f) => f.finance.currencySymbol(),
  $randomBitcoin: (f) => f.finance.bitcoinAddress(),
  $randomBankAccountIban: (f) => f.finance.iban(),
  $randomBankAccountBic: (f) => f.finance.bic(),

  $randomAbbreviation: (f) => f.hacker.abbreviation(),
  $randomAdjective: (f) => f.hacker.adjective(),
  $randomNoun: (f) => f.hacker.noun(),
  $randomVerb: (f) => f.hacker.verb(),
  $randomIngverb: (f) => f.hacker.ingverb(),
  $randomPhrase: (f) => f.hacker.phrase(),

  $randomAvatarImage: (f) => f.image.avatar(),
  $randomImageUrl: (f) => f.image.url(),
  $randomImageDataUri: (f) => f.image.dataUri(),
  // Postman's category images came from lorempixel, which is gone; any image URL stands in.
  $randomAbstractImage: (f) => f.image.url(),
  $randomAnimalsImage: (f) => f.image.url(),
  $randomBusinessImage: (f) => f.image.url(),
  $randomCatsImage: (f) => f.image.url(),
  $randomCityImage: (f) => f.image.url(),
  $randomFoodImage: (f) => f.image.url(),
  $randomNightlifeImage: (f) => f.image.url(),
  $randomFashionImage: (f) => f.image.url(),
  $randomPeopleImage: (f) => f.image.url(),
  $randomNatureImage: (f) => f.image.url(),
  $randomSportsImage: (f) => f.image.url(),
  $randomTransportImage: (f) => f.image.url(),

  $randomEmail: (f) => f.internet.email(),
  $randomExampleEmail: (f) => f.internet.exampleEmail(),
  $randomUserName: (f) => f.internet.username(),
  $randomProtocol: (f) => f.internet.protocol(),
  $randomUrl: (f) => f.internet.url(),
  $randomDomainName: (f) => f.internet.domainName(),
  $randomDomainSuffix: (f) => f.internet.domainSuffix(),
  $randomDomainWord: (f) => f.internet.domainWord(),
  $randomIP: (f) => f.internet.ipv4(),
  $randomIPV6: (f) => f.internet.ipv6(),
  $randomUserAgent: (f) => f.internet.userAgent(),
  $randomHexColor: (f) => f.color.rgb(),
  $randomMACAddress: (f) => f.internet.mac(),
  $randomPassword: (f) => f.internet.password(),

  $randomLoremWord: (f) => f.lorem.word(),
  $randomLoremWords: (f) => f.lorem.words(),
  $randomLoremSentence: (f) => f.lorem.sentence(),
  $randomLoremSlug: (f) => f.lorem.slug(),
  $randomLoremSentences: (f) => f.lorem.sentences(),
  $randomLoremParagraph: (f) => f.lorem.paragraph(),
  $randomLoremParagraphs: (f) => f.lorem.paragraphs(),
  $randomLoremText: (f) => f.lorem.text(),
  $randomLoremLines: (f) => f.lorem.lines(),

  $randomFirstName: (f) => f.person.firstName(),
  $randomLastName: (f) => f.person.lastName(),
  $randomFullName: (f) => f.person.fullName(),
  $randomJobTitle: (f) => f.person.jobTitle(),
  $randomNamePrefix: (f) => f.person.prefix(),
  $randomNameSuffix: (f) => f.person.suffix(),
  $randomJobDescriptor: (f) => f.person.jobDescriptor(),
  $randomJobArea: (f) => f.person.jobArea(),
  $randomJobType: (f) => f.person.jobType(),

  $randomBoolean: (f) => f.datatype.boolean(),
  $randomWord: (f) => f.word.sample(),
  $randomAlphaNumeric: (f) => f.string.alphanumeric(1),

  $randomFileName: (f) => f.system.fileName(),
  $randomCommonFileName: (f) => f.system.commonFileName(),
  $randomMimeType: (f) => f.system.mimeType(),
  $randomCommonFileType: (f) => f.system.commonFileType(),
  $randomCommonFileExt: (f) => f.system.commonFileExt(),
  $randomFileType: (f) => f.system.fileType(),
  $randomFileExt: (f) => f.system.fileExt(),
  $randomSemver: (f) => f.system.semver(),
};

export const FAKER_VARIABLE_NAMES: readonly string[] = Object.keys(GENERATORS);

export function isFakerVariable(name: string): boolean {
  return Object.hasOwn(GENERATORS, name);
}

/** A `$random…` variable was met before faker was loaded: see `withDynamicVariables`. */
export class FakerNotLoadedError extends CourierError {
  constructor(name: string) {
    super('FAKER_NOT_LOADED', `{{${name}}} needs faker, which is not loaded yet`);
  }
}

let loadedFaker: Faker | undefined;
let loading: Promise<void> | undefined;

/**
 * faker's English locale is some 450 KB of code and data, more than the rest of a CLI run parses
 * at start, and most collections never use a `$random…` variable: it is imported
 * the first time one is met, not with this module.
 */
export function loadFaker(): Promise<void> {
  loading ??= import('@faker-js/faker/locale/en').then(
    ({ faker }) => {
      loadedFaker = faker;
    },
    (error: unknown) => {
      loading = undefined; // a later variable tries again
      throw error;
    },
  );
  return loading;
}

/**
 * A fresh faker value as text, or undefined when `name` is not in the table. Throws
 * FakerNotLoadedError when faker is still to be loaded.
 */
export function fakerVariableValue(name: string): string | undefined {
  if (!isFakerVariable(name)) return undefined;
  if (!loadedFaker) throw new FakerNotLoadedError(name);
  return fakerVariableWith(loadedFaker, name);
}

/**
 * The same value drawn from the given faker: the script sandbox bundles its own faker, since
 * `pm.variables.replaceIn('{{$randomEmail}}')` must answer at once, inside the sandbox.
 */
export function fakerVariableWith(faker: Faker, name: string): string | undefined {
  const generate = Object.hasOwn(GENERATORS, name) ? GENERATORS[name] : undefined;
  return generate ? String(generate(faker)) : undefined;
}
