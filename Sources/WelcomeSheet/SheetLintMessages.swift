import IntroUI

/// The texts of lint findings (``SheetLintFinding``), in English and Spanish, keyed by the
/// finding's code: WelcomeSheet finds them, so it owns what they say.
public enum SheetLintMessages {
    /// Every finding's text, by code and language.
    public static let table = LocalizationTable([
        "assetRefused": [
            "en": "the image \"{0}\" cannot be drawn: {1}",
            "es": "la imagen \"{0}\" no se puede dibujar: {1}",
        ],
        "symbolSubstitute": [
            "en": "the SF Symbol \"{0}\" is drawn with the freedesktop icon \"{1}\", a stand-in for Apple's picture",
            "es": "el SF Symbol \"{0}\" se dibuja con el icono freedesktop \"{1}\", un sustituto del dibujo de Apple",
        ],
        "symbolFallback": [
            "en": "the SF Symbol \"{0}\" has no icon of its own: drawn as \"{1}\" (the freedesktop icon \"{2}\"); add {0}.svg to --assets for an exact picture",
            "es": "el SF Symbol \"{0}\" no tiene icono propio: se dibuja como \"{1}\" (el icono freedesktop \"{2}\"); añada {0}.svg a --assets para un dibujo exacto",
        ],
        "textOverflows": [
            "en": "\"{0}\" does not fit in the visible sheet: {1} of its {2} pt are out of view without scrolling; shorten it or the texts above it, or use fewer rows",
            "es": "\"{0}\" no cabe en la parte visible de la hoja: {1} de sus {2} pt no se ven sin desplazarse; acórtelo a él o a los textos de encima, o use menos filas",
        ],
        "rowTitleTooLong": [
            "en": "the row title \"{0}\" needs {1} lines but shows 2 and is cut off ({2}): shorten it",
            "es": "el título de fila \"{0}\" necesita {1} líneas pero muestra 2 y se corta ({2}): acórtelo",
        ],
        "buttonTitleTruncated": [
            "en": "the button title \"{0}\" does not fit on the button ({1}): shorten it",
            "es": "el título del botón \"{0}\" no cabe en el botón ({1}): acórtelo",
        ],
        "unknownIcon": [
            "en": "no asset or SF Symbol mapping for \"{0}\": a placeholder is drawn; add {0}.svg to --assets or pick a known symbol",
            "es": "no hay recurso ni SF Symbol para \"{0}\": se dibuja un marcador; añada {0}.svg a --assets o elija un símbolo conocido",
        ],
        "buttonContrast": [
            "en": "white button text on the accent {0} has contrast {1}:1, below 3:1: pick a darker accent",
            "es": "el texto blanco del botón sobre el acento {0} tiene contraste {1}:1, menos de 3:1: elija un acento más oscuro",
        ],
        "accentContrast": [
            "en": "the accent {0} on the background {1} has contrast {2}:1, below 3:1: the link is hard to see",
            "es": "el acento {0} sobre el fondo {1} tiene contraste {2}:1, menos de 3:1: el enlace se ve mal",
        ],
    ])
}

extension SheetLintFinding {
    /// The finding's text in `locale`, its arguments filled in.
    public func message(locale: String) -> String {
        SheetLintMessages.table.string(code.rawValue, locale: locale, arguments)
    }
}
