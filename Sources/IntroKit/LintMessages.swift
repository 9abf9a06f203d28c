import IntroUI

/// The texts of lint's findings IntroKit makes itself (Reduced Motion, a light-only story)
/// and of the accessibility evidence page (``LintEvidence``), in English and Spanish.
public enum LintMessages {
    /// Key → language → format; placeholders are `{0}`, `{1}` ….
    public static let table: [String: [String: String]] = [
        "lint.motion": [
            "en": "with Reduce Motion on, the story still scales, turns or moves something (at {0} s): iOS's setting asks for cross-fades only",
            "es": "con Reducir movimiento activado, la historia aún escala, gira o mueve algo (a {0} s): el ajuste de iOS pide solo fundidos",
        ],
        "lint.lightOnly": [
            "en": "the story sets colorScheme light: it is drawn light in Dark Mode too",
            "es": "la historia fija colorScheme light: se dibuja clara también en modo oscuro",
        ],
        "evidence.title": ["en": "Accessibility evidence", "es": "Pruebas de accesibilidad"],
        "evidence.checked": [
            "en": "Checked at the Dynamic Type sizes {0}, in the colour schemes {1}. Larger Text: every text fits and grows at every size checked, AX3 … AX5 (200 % and more) among them. Sufficient Contrast: no text below WCAG's 4.5:1 (3:1 large). Dark Interface: the same in the dark scheme. Reduced Motion: with Reduce Motion on, stories only fade.",
            "es": "Revisado en los tamaños de texto {0}, en los esquemas {1}. Texto más grande: todo texto cabe y crece en cada tamaño revisado, entre ellos AX3 … AX5 (200 % o más). Contraste suficiente: ningún texto por debajo de 4,5:1 de WCAG (3:1 grande). Interfaz oscura: lo mismo en el esquema oscuro. Movimiento reducido: con Reducir movimiento, las historias solo se funden.",
        ],
        "evidence.screen": ["en": "Screen", "es": "Pantalla"],
        "evidence.label.largerText": ["en": "Larger Text", "es": "Texto más grande"],
        "evidence.label.sufficientContrast": ["en": "Sufficient Contrast", "es": "Contraste suficiente"],
        "evidence.label.darkInterface": ["en": "Dark Interface", "es": "Interfaz oscura"],
        "evidence.label.reducedMotion": ["en": "Reduced Motion", "es": "Movimiento reducido"],
        "evidence.verdict.holds": ["en": "holds", "es": "se cumple"],
        "evidence.verdict.nearlyHolds": ["en": "nearly (contrast nearly passed)", "es": "casi (contraste casi suficiente)"],
        "evidence.verdict.fails": ["en": "fails", "es": "no se cumple"],
        "evidence.verdict.notChecked": ["en": "not checked", "es": "no revisado"],
        "evidence.verdict.notApplicable": ["en": "nothing moves", "es": "nada se mueve"],
    ]

    /// ``table`` as a localization table.
    static let strings = LocalizationTable(table)
}
