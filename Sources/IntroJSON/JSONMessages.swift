/// The English and Spanish formats of every message IntroJSON produces.
///
/// Wrap it in IntroUI's `LocalizationTable` (merged with a module's own entries) to render
/// ``JSONMessage``s and ``JSONDiagnostic``s.
public enum JSONMessages {
    /// Key → language → format; placeholders are `{0}`, `{1}` ….
    public static let table: [String: [String: String]] = [
        // Syntax.
        "json.syntax.emptyDocument": [
            "en": "the document is empty: write a JSON array or object",
            "es": "el documento está vacío: escriba un array u objeto JSON",
        ],
        "json.syntax.unexpectedEnd": [
            "en": "the document ends too early: expected {0}",
            "es": "el documento termina antes de tiempo: se esperaba {0}",
        ],
        "json.syntax.unexpectedCharacter": [
            "en": "unexpected {0}: expected {1}",
            "es": "{0} inesperado: se esperaba {1}",
        ],
        "json.syntax.trailingComma": [
            "en": "trailing comma before '{0}': remove the ','",
            "es": "coma sobrante antes de '{0}': elimine la ','",
        ],
        "json.syntax.unterminatedString": [
            "en": "the string that starts at {0} is never closed: add the closing '\"'",
            "es": "la cadena que empieza en {0} no se cierra: añada la '\"' final",
        ],
        "json.syntax.controlCharacter": [
            "en": "control character {0} inside a string: write it as an escape such as \\n or \\t",
            "es": "carácter de control {0} dentro de una cadena: escríbalo como un escape, p. ej. \\n o \\t",
        ],
        "json.syntax.invalidEscape": [
            "en": "invalid escape '\\{0}': use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX",
            "es": "escape no válido '\\{0}': use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t o \\uXXXX",
        ],
        "json.syntax.invalidUnicodeEscape": [
            "en": "invalid \\u escape: write four hex digits, and pair surrogates as in \\uD83D\\uDE00",
            "es": "escape \\u no válido: escriba cuatro dígitos hexadecimales y empareje los sustitutos como en \\uD83D\\uDE00",
        ],
        "json.syntax.invalidUTF8": [
            "en": "invalid UTF-8 (byte 0x{0}): save the file as UTF-8",
            "es": "UTF-8 no válido (byte 0x{0}): guarde el archivo como UTF-8",
        ],
        "json.syntax.unsupportedEncoding": [
            "en": "the file is encoded as {0}: save it as UTF-8",
            "es": "el archivo está codificado en {0}: guárdelo como UTF-8",
        ],
        "json.syntax.leadingZero": [
            "en": "a number cannot start with 0 followed by more digits: remove the leading zeros",
            "es": "un número no puede empezar por 0 seguido de más dígitos: quite los ceros iniciales",
        ],
        "json.syntax.numberOutOfRange": [
            "en": "the number {0} is too large to represent",
            "es": "el número {0} es demasiado grande para representarlo",
        ],
        "json.syntax.nestingTooDeep": [
            "en": "arrays and objects are nested more than {0} levels deep: flatten the document",
            "es": "los arrays y objetos se anidan más de {0} niveles: aplane el documento",
        ],
        "json.syntax.stringTooLong": [
            "en": "a string of {0} characters, longer than the limit of {1}: shorten it",
            "es": "una cadena de {0} caracteres, más larga que el límite de {1}: acórtela",
        ],
        "json.syntax.trailingContent": [
            "en": "unexpected {0} after the end of the document: remove it, or put all values in one array",
            "es": "{0} inesperado tras el final del documento: elimínelo o ponga todos los valores en un array",
        ],
        // Encodings that are not UTF-8.
        "json.encoding.utf16BigEndian": ["en": "UTF-16 big-endian", "es": "UTF-16 big-endian"],
        "json.encoding.utf16BigEndian.noBOM": ["en": "UTF-16 big-endian (no BOM)", "es": "UTF-16 big-endian (sin BOM)"],
        "json.encoding.utf16LittleEndian": ["en": "UTF-16 little-endian", "es": "UTF-16 little-endian"],
        "json.encoding.utf16LittleEndian.noBOM": ["en": "UTF-16 little-endian (no BOM)", "es": "UTF-16 little-endian (sin BOM)"],
        "json.encoding.utf32BigEndian": ["en": "UTF-32 big-endian", "es": "UTF-32 big-endian"],
        "json.encoding.utf32BigEndian.noBOM": ["en": "UTF-32 big-endian (no BOM)", "es": "UTF-32 big-endian (sin BOM)"],
        "json.encoding.utf32LittleEndian": ["en": "UTF-32 little-endian", "es": "UTF-32 little-endian"],
        "json.encoding.utf32LittleEndian.noBOM": ["en": "UTF-32 little-endian (no BOM)", "es": "UTF-32 little-endian (sin BOM)"],
        // What the parser expected.
        "json.expected.value": [
            "en": "a value (string, number, object, array, true, false or null)",
            "es": "un valor (cadena, número, objeto, array, true, false o null)",
        ],
        "json.expected.commaOrEndOfArray": ["en": "',' or ']'", "es": "',' o ']'"],
        "json.expected.commaOrEndOfObject": ["en": "',' or '}'", "es": "',' o '}'"],
        "json.expected.colon": ["en": "':' after the key", "es": "':' después de la clave"],
        "json.expected.key": ["en": "a key in double quotes", "es": "una clave entre comillas dobles"],
        "json.expected.digit": ["en": "a digit", "es": "un dígito"],
        "json.expected.closingQuote": ["en": "the closing '\"'", "es": "la '\"' final"],
        // Type names.
        "json.type.null": ["en": "null", "es": "null"],
        "json.type.boolean": ["en": "a Boolean (true or false)", "es": "un booleano (true o false)"],
        "json.type.number": ["en": "a number", "es": "un número"],
        "json.type.string": ["en": "a string", "es": "una cadena"],
        "json.type.array": ["en": "an array", "es": "un array"],
        "json.type.object": ["en": "an object", "es": "un objeto"],
        // Colours (JSONColor.swift), shared by every format.
        "json.color.length": [
            "en": "\"{0}\" is not a colour: use 3, 6 or 8 hex digits (8 = AARRGGBB, alpha first)",
            "es": "\"{0}\" no es un color: use 3, 6 u 8 dígitos hexadecimales (8 = AARRGGBB, primero el alfa)",
            "zh-Hans": "“{0}”不是颜色：请使用 3、6 或 8 位十六进制数字（8 位 = AARRGGBB，alpha 在前）",
        ],
        "json.color.character": [
            "en": "\"{0}\" is not a colour: '{1}' is not a hex digit; use 0-9 and A-F",
            "es": "\"{0}\" no es un color: '{1}' no es un dígito hexadecimal; use 0-9 y A-F",
            "zh-Hans": "“{0}”不是颜色：“{1}”不是十六进制数字；请使用 0-9 和 A-F",
        ],
        // Decoding.
        "json.decode.typeMismatch": [
            "en": "expected {0}, found {1}",
            "es": "se esperaba {0}, pero hay {1}",
        ],
        "json.locale.empty": [
            "en": "locale is empty: write a language code such as \"ar\" or \"zh-Hans\", or remove the key",
            "es": "locale está vacío: escriba un código de idioma como \"ar\" o \"zh-Hans\", o quite la clave",
        ],
        "json.decode.missingKey": [
            "en": "missing required key \"{0}\": add it to this object",
            "es": "falta la clave obligatoria \"{0}\": añádala a este objeto",
        ],
        "json.decode.unknownKey": [
            "en": "unknown key \"{0}\" is ignored",
            "es": "la clave desconocida \"{0}\" se ignora",
        ],
        "json.decode.unknownKeySuggestion": [
            "en": "unknown key \"{0}\" is ignored: did you mean \"{1}\"?",
            "es": "la clave desconocida \"{0}\" se ignora: ¿quiso decir \"{1}\"?",
        ],
        "json.decode.moreDiagnostics": [
            "en": "{0} more error(s) and {1} more warning(s) not shown: fix the ones above first",
            "es": "{0} error(es) y {1} aviso(s) más sin mostrar: corrija primero los de arriba",
        ],
        "json.decode.duplicateKey": [
            "en": "key \"{0}\" appears again (first at {1}): remove one of them; the last one is used",
            "es": "la clave \"{0}\" aparece de nuevo (la primera en {1}): elimine una; se usa la última",
        ],
    ]
}
