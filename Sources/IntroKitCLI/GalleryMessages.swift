/// The messages of `introkit gallery`, `--gallery`, `--watch` and `--shard auto`, in English and Spanish.
enum GalleryMessages {
    static let entries: [String: [String: String]] = [
        "gallery.summary": [
            "en": "Write index.html, a gallery of a folder of previews (or of snapshot failures with --snapshots).",
            "es": "Escribe index.html, una galería de una carpeta de vistas previas (o de instantáneas fallidas con --snapshots).",
        ],
        "gallery.merge.summary": [
            "en": "Join the outputs of CI shards into one folder with one gallery.",
            "es": "Une las salidas de los fragmentos de CI en una carpeta con una sola galería.",
        ],
        "gallery.title": ["en": "IntroKit previews — {0}", "es": "Vistas previas de IntroKit — {0}"],
        "gallery.snapshotsTitle": ["en": "IntroKit snapshot failures — {0}", "es": "Instantáneas fallidas de IntroKit — {0}"],
        "gallery.wrote": [
            "en": "Gallery of {1} tile(s): open {0}",
            "es": "Galería de {1} miniatura(s): abra {0}",
        ],
        "gallery.wroteSnapshots": [
            "en": "Review of {1} failed snapshot(s): open {0}",
            "es": "Revisión de {1} instantánea(s) fallida(s): abra {0}",
        ],
        "gallery.noFailures": [
            "en": "no snapshot failure records (*.failure.json) under {0}: the page says that no snapshot failed",
            "es": "no hay registros de instantáneas fallidas (*.failure.json) en {0}: la página indica que no falló ninguna",
        ],
        "watch.watching": [
            "en": "Watching {0} file(s) and their folders; save to re-render, Ctrl-C to stop. Gallery: {1}",
            "es": "Vigilando {0} archivo(s) y sus carpetas; guarde para volver a generar, Ctrl-C para parar. Galería: {1}",
        ],
        "watch.rendered": [
            "en": "{0}: re-rendered {1} file(s)",
            "es": "{0}: regenerados {1} archivo(s)",
        ],
        "watch.failed": [
            "en": "{0}: has errors; the gallery keeps its last good images:",
            "es": "{0}: tiene errores; la galería conserva sus últimas imágenes correctas:",
        ],
        "watch.needsFolder": [
            "en": "error: --watch needs an output folder (-o DIR), not a file or stdout",
            "es": "error: --watch necesita una carpeta de salida (-o DIR), no un archivo ni stdout",
        ],
    ]
}
