import IntroJSON
import IntroUI

/// Every user-facing string of the Welcome Sheet module, with IntroJSON's messages.
public enum WelcomeSheetStrings: JSONMessageCatalog {
    /// The module's own strings merged with IntroJSON's `JSONMessages.table`.
    public static let table = LocalizationTable(JSONMessages.table.merging(entries) { own, _ in own })

    /// A message of the table in a locale, English when the locale has no translation.
    public static func localize(_ key: String, locale: String, _ arguments: [String]) -> String {
        table.string(key, locale: locale, arguments)
    }

    static let entries: [String: [String: String]] = [
        "welcomeSheet.mainButton.default": [
            "en": "Continue", "es": "Continuar", "de": "Weiter", "ja": "続ける", "zh-Hans": "继续", "ar": "متابعة",
        ],
        "welcomeSheet.json.topLevelNotArray": [
            "en": "the top level must be an array of pages, found {0}: put the pages in [ … ] (or in {\"pages\": [ … ]})",
            "es": "el nivel superior debe ser un array de páginas, pero hay {0}: ponga las páginas entre [ … ] (o en {\"pages\": [ … ]})",
        ],
        "welcomeSheet.json.emptyLocale": [
            "en": "locale is empty: write a language code such as \"ar\" or \"zh-Hans\", or remove the key",
            "es": "locale está vacío: escriba un código de idioma como \"ar\" o \"zh-Hans\", o quite la clave",
        ],
        "welcomeSheet.backButton": [
            "en": "Back", "es": "Atrás", "zh-Hans": "返回", "ar": "رجوع",
        ],
        "welcomeSheet.json.noPages": [
            "en": "there are no pages: add at least one page object to the array",
            "es": "no hay páginas: añada al menos un objeto de página al array",
        ],
        "welcomeSheet.json.noRows": [
            "en": "this page has no rows: add row objects to \"rows\"",
            "es": "esta página no tiene filas: añada objetos de fila a \"rows\"",
        ],
        "welcomeSheet.json.emptyImageName": [
            "en": "imageName is empty: write an asset name or an SF Symbol name such as \"star.fill\"",
            "es": "imageName está vacío: escriba un nombre de recurso o de SF Symbol, p. ej. \"star.fill\"",
        ],
        "welcomeSheet.json.type.color": [
            "en": "a hex colour string such as \"BF5AF2\", or an object with \"light\" and \"dark\"",
            "es": "una cadena de color hexadecimal como \"BF5AF2\", o un objeto con \"light\" y \"dark\"",
        ],
        "welcomeSheet.json.urlSpaces": [
            "en": "\"{0}\" is not a URL: remove the spaces or write them as %20",
            "es": "\"{0}\" no es una URL: quite los espacios o escríbalos como %20",
        ],
        "welcomeSheet.json.urlScheme": [
            "en": "\"{0}\" is not a URL: start it with a scheme such as https://",
            "es": "\"{0}\" no es una URL: empiécela con un esquema como https://",
        ],
        "welcomeSheet.json.urlInvalid": [
            "en": "\"{0}\" is not a valid URL: check its spelling",
            "es": "\"{0}\" no es una URL válida: revise cómo está escrita",
        ],
        "welcomeSheet.json.optionalButtonWithoutTitle": [
            "en": "isShowingOptionalButton is true but there is no optionalButtonTitle: add a title, or the button shows no text",
            "es": "isShowingOptionalButton es true pero no hay optionalButtonTitle: añada un título o el botón no mostrará texto",
        ],
        "welcomeSheet.failure.summary": [
            "en": "{0}: {1} error(s), {2} warning(s)",
            "es": "{0}: {1} error(es), {2} aviso(s)",
        ],
    ]
}
