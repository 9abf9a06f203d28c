import IntroJSON
import IntroUI

/// The messages of String Catalogs and `.strings` files, with IntroJSON's.
public enum StringCatalogStrings: JSONMessageCatalog {
    /// The module's own strings merged with IntroJSON's `JSONMessages.table`.
    public static let table = LocalizationTable(JSONMessages.table.merging(entries) { own, _ in own })

    /// A message of the table in a locale, English when the locale has no translation.
    public static func localize(_ key: String, locale: String, _ arguments: [String]) -> String {
        table.string(key, locale: locale, arguments)
    }

    static let entries: [String: [String: String]] = [
        "strings.catalog.topLevel": [
            "en": "a String Catalog is an object with \"sourceLanguage\" and \"strings\", found {0}: open the file Xcode wrote (Localizable.xcstrings)",
            "es": "un String Catalog es un objeto con \"sourceLanguage\" y \"strings\", pero hay {0}: abra el archivo que escribió Xcode (Localizable.xcstrings)",
        ],
        "strings.catalog.emptyLanguage": [
            "en": "a language code is empty: write one such as en, de or zh-Hans",
            "es": "un código de idioma está vacío: escriba uno como en, de o zh-Hans",
        ],
        "strings.catalog.noUnit": [
            "en": "a localization needs a stringUnit or variations: add {\"stringUnit\": {\"state\": \"translated\", \"value\": …}}",
            "es": "una traducción necesita stringUnit o variations: añada {\"stringUnit\": {\"state\": \"translated\", \"value\": …}}",
        ],
        "strings.missing": [
            "en": "\"{0}\" has no {1} translation, so the source text is drawn: add it to the catalog",
            "es": "\"{0}\" no tiene traducción al {1}, así que se dibuja el texto de origen: añádala al catálogo",
        ],
        "strings.notTranslated": [
            "en": "the {1} translation of \"{0}\" is {2}, not translated: review it and mark it translated",
            "es": "la traducción al {1} de \"{0}\" está en {2}, no en translated: revísela y márquela como traducida",
        ],
        "strings.file.encodingUndecidable": [
            "en": "the file holds zero bytes but is not UTF-16 (they are not all in every other byte): the encoding is the problem; save it as UTF-8 or as UTF-16 with a byte order mark",
            "es": "el archivo contiene bytes cero pero no es UTF-16 (no están todos en bytes alternos): el problema es la codificación; guárdelo como UTF-8 o como UTF-16 con marca de orden de bytes",
        ],
        "strings.file.encoding": [
            "en": "the file is neither UTF-8 nor UTF-16 with a byte order mark: save it as UTF-8",
            "es": "el archivo no es UTF-8 ni UTF-16 con marca de orden de bytes: guárdelo como UTF-8",
        ],
        "strings.file.expectedString": [
            "en": "expected a quoted string, found {0}: write \"key\" = \"value\";",
            "es": "se esperaba una cadena entre comillas, pero hay {0}: escriba \"clave\" = \"valor\";",
        ],
        "strings.file.expectedSemicolon": [
            "en": "expected ; after the value, found {0}: end each line \"key\" = \"value\";",
            "es": "se esperaba ; tras el valor, pero hay {0}: termine cada línea \"clave\" = \"valor\";",
        ],
        "strings.file.endOfFile": ["en": "the end of the file", "es": "el final del archivo"],
        "strings.file.unterminatedString": [
            "en": "this string is never closed: add the closing \"",
            "es": "esta cadena no se cierra nunca: añada las comillas de cierre",
        ],
        "strings.file.unterminatedComment": [
            "en": "this comment is never closed: add */",
            "es": "este comentario no se cierra nunca: añada */",
        ],
        "strings.file.badEscape": [
            "en": "{0} is not an escape of a .strings file: write \\\\ for a backslash, or one of \\\" \\n \\t \\r \\UXXXX",
            "es": "{0} no es un escape de un archivo .strings: escriba \\\\ para una barra invertida, o uno de \\\" \\n \\t \\r \\UXXXX",
        ],
        "strings.file.loneSurrogate": [
            "en": "this \\U escape is half of a UTF-16 surrogate pair: write both halves, or the character itself",
            "es": "este escape \\U es la mitad de un par sustituto UTF-16: escriba las dos mitades, o el propio carácter",
        ],
        "strings.file.duplicateKey": [
            "en": "\"{0}\" is also defined at {1}: the last value is used; remove one",
            "es": "\"{0}\" también se define en {1}: se usa el último valor; elimine uno",
        ],
    ]
}
