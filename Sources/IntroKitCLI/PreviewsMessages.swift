/// The messages of `introkit previews`, in English and Spanish.
enum PreviewsMessages {
    static let entries: [String: [String: String]] = [
        "previews.summary": [
            "en": "Render every #Preview and PreviewProvider of SwiftUI files (or folders) for devices, orientations and colour schemes.",
            "es": "Genera cada #Preview y PreviewProvider de archivos (o carpetas) SwiftUI para dispositivos, orientaciones y esquemas de color.",
        ],
        "previews.done": [
            "en": "Rendered {0} preview file(s) in {1} s → {2}",
            "es": "Generados {0} archivo(s) de vistas previas en {1} s → {2}",
        ],
        "previews.layoutTime": [
            "en": "{0}: {1} views, {2} µs per layout, {3} µs per view",
            "es": "{0}: {1} vistas, {2} µs por disposición, {3} µs por vista",
        ],
        "previews.accessibilityFormat": [
            "en": "frames (with --accessibility each story is drawn once, with its accessibility snapshot)",
            "es": "frames (con --accessibility cada historia se dibuja una vez, con su instantánea de accesibilidad)",
        ],
    ]
}
