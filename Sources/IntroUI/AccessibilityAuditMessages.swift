/// The texts of accessibility audit issues (``AccessibilityIssue``), in English and Spanish,
/// keyed `audit.<check>`: IntroUI finds them, so it owns what they say.
public enum AccessibilityAuditMessages {
    /// Every issue's text, by key and language.
    public static let table = LocalizationTable([
        "audit.lowContrast": [
            "en": "\"{0}\" in {1} on {2} has contrast {3}:1, below {4}:1: darken the text or lighten what is behind it",
            "es": "\"{0}\" en {1} sobre {2} tiene contraste {3}:1, menos de {4}:1: oscurezca el texto o aclare lo que hay detrás",
        ],
        "audit.nearlyPassedContrast": [
            "en": "\"{0}\" in {1} on {2} has contrast {3}:1, nearly {4}:1: a little more contrast passes",
            "es": "\"{0}\" en {1} sobre {2} tiene contraste {3}:1, casi {4}:1: con algo más de contraste pasa",
        ],
        "audit.smallHitRegion": [
            "en": "\"{0}\" can be tapped in {1} × {2} pt, less than 44 × 44 pt: make it larger (a frame or padding inside the button)",
            "es": "\"{0}\" se puede tocar en {1} × {2} pt, menos de 44 × 44 pt: hágalo mayor (un marco o un relleno dentro del botón)",
        ],
        "audit.unlabeledControl": [
            "en": "a control ({0}) has no label: VoiceOver says nothing of what it does; give it a title or accessibilityLabel",
            "es": "un control ({0}) no tiene etiqueta: VoiceOver no dice qué hace; dele un título o accessibilityLabel",
        ],
        "audit.symbolOnlyButton": [
            "en": "a button shows only the SF Symbol \"{0}\" and VoiceOver reads its name: give it an accessibilityLabel",
            "es": "un botón muestra solo el SF Symbol \"{0}\" y VoiceOver lee su nombre: dele un accessibilityLabel",
        ],
        "audit.symbolName": [
            "en": "the SF Symbol \"{0}\" is read by its name: give it an accessibilityLabel, or hide it if it only decorates",
            "es": "el SF Symbol \"{0}\" se lee por su nombre: dele un accessibilityLabel, u ocúltelo si solo decora",
        ],
        "audit.clippedText": [
            "en": "\"{0}\" is cut off: it shows {1} of the {2} lines it needs; allow more lines or shorten it",
            "es": "\"{0}\" se corta: muestra {1} de las {2} líneas que necesita; permita más líneas o acórtelo",
        ],
        "audit.fixedFont": [
            "en": "\"{0}\" is in a fixed {1} pt font that does not grow with the user's text size: use a text style or relativeTo:",
            "es": "\"{0}\" usa una fuente fija de {1} pt que no crece con el tamaño de texto del usuario: use un estilo de texto o relativeTo:",
        ],
        "audit.titleWithoutHeader": [
            "en": "the title \"{0}\" is not a header: VoiceOver's rotor cannot jump to it; add accessibilityAddTraits(.isHeader)",
            "es": "el título \"{0}\" no es un encabezado: el rotor de VoiceOver no puede ir a él; añada accessibilityAddTraits(.isHeader)",
        ],
        "audit.tappableWithoutButton": [
            "en": "\"{0}\" responds to taps but is not a button to VoiceOver: use a Button or add accessibilityAddTraits(.isButton)",
            "es": "\"{0}\" responde a toques pero no es un botón para VoiceOver: use un Button o añada accessibilityAddTraits(.isButton)",
        ],
        "audit.conflictingTraits": [
            "en": "\"{0}\" has traits that conflict ({1}): keep the one that says what it is",
            "es": "\"{0}\" tiene rasgos en conflicto ({1}): deje el que dice lo que es",
        ],
        "audit.readingOrder": [
            "en": "\"{0}\" is read before \"{1}\", which is written first on the same line: the row's layout direction is not the language's",
            "es": "\"{0}\" se lee antes que \"{1}\", que está escrito primero en la misma línea: la dirección del diseño de la fila no es la del idioma",
        ],
    ])
}
