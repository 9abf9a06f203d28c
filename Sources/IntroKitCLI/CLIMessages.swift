import Foundation
import Synchronization
import IntroCommandLine
import IntroGalleryFormat
import IntroJSON
import IntroKit
import IntroPreviews
import IntroRender
import IntroSystem
import IntroUI
import IntroVideo

/// Every message of the command-line tool, in English and Spanish.
enum CLIMessages {
    /// The tool's own messages, the gallery's, the libraries' (``libraries``), and those every registered backend contributes
    /// (``RenderBackend/messages``: its diagnostics),
    /// which each backend owns; made again when a backend is registered. Lint findings' texts
    /// are WelcomeSheet's (`SheetLintMessages`).
    static var table: LocalizationTable {
        let registry = BackendRegistry.shared
        let generation = registry.generation
        return merged.withLock { made in
            if let made, made.generation == generation { return made.table }
            let table = LocalizationTable(
                core.merging(GalleryMessages.entries) { core, _ in core }.merging(PreviewsMessages.entries) { core, _ in core }
                    .merging(Self.libraries) { core, _ in core }
                    .merging(registry.messages) { core, _ in core })
            made = (generation, table)
            return table
        }
    }

    /// The messages of the libraries' values the tool words: usage problems and help's words
    /// (IntroCommandLine), the previews build's and run's problems (IntroPreviews), backend libraries
    /// not added (IntroRender), video problems (IntroVideo),
    /// gallery errors (IntroGalleryFormat), refused paths and asset catalog problems
    /// (IntroRender's `FolderBoundary` and `AssetCatalogError`), kinds of file, failed reads and refused writes (IntroSystem), JSON problems and the
    /// limits they hit (IntroJSON), render problems, cache warnings, translation problems,
    /// measure's batch files and line limits and lint's evidence (IntroKit).
    private static let libraries = [
        CommandLineMessages.entries, PreviewsErrorMessages.table, BackendLibraryError.messages, GalleryErrorMessages.table,
        FolderBoundary.messages, AssetCatalogError.messages, FileKind.messages, FileReadError.messages, FileWriteError.messages,
        JSONMessages.table, JSONParser.Limit.messages, RenderMessages.table, MeasureMessages.table, LintMessages.table,
    ].reduce(VideoMessages.table) { merged, table in merged.merging(table) { first, _ in first } }

    /// The last table made and the registry's generation it was made at.
    private static let merged = Mutex<(generation: Int, table: LocalizationTable)?>(nil)

    private static let core: [String: [String: String]] = [
        "help.tool": [
            "en": "introkit — previews of app-intro content (Welcome Sheet pages, Stories) for every iPhone and iPad, as PNG, SVG, PDF or text.",
            "es": "introkit — vistas previas de contenido de introducción (páginas Welcome Sheet, Stories) para cada iPhone y iPad, en PNG, SVG, PDF o texto.",
        ],
        "help.more": [
            "en": "Run `introkit <command> --help` for a command's options; `introkit --version` prints the version.",
            "es": "Ejecute `introkit <comando> --help` para ver las opciones de un comando; `introkit --version` muestra la versión.",
        ],
        "devices.summary": [
            "en": "List the devices previews can target (ids for --device).",
            "es": "Lista los dispositivos para los que se generan vistas previas (ids para --device).",
        ],
        "devices.column.id": ["en": "ID", "es": "ID"],
        "devices.column.name": ["en": "NAME", "es": "NOMBRE"],
        "devices.column.points": ["en": "POINTS", "es": "PUNTOS"],
        "devices.column.scale": ["en": "SCALE", "es": "ESCALA"],
        "devices.column.idiom": ["en": "IDIOM", "es": "TIPO"],
        "devices.column.safe area": ["en": "SAFE TOP/BOTTOM", "es": "ZONA SEGURA SUP/INF"],
        "backends.summary": [
            "en": "List the output formats (names for --backend).",
            "es": "Lista los formatos de salida (nombres para --backend).",
        ],
        "backends.column.name": ["en": "NAME", "es": "NOMBRE"],
        "backends.column.extension": ["en": "EXTENSION", "es": "EXTENSIÓN"],
        "backends.column.mediaType": ["en": "MEDIA TYPE", "es": "TIPO DE MEDIO"],
        "measure.summary": [
            "en": "Show how a text sets on iOS: its lines, each line's width, its height, and whether it was cut.",
            "es": "Muestra cómo se compone un texto en iOS: sus líneas, el ancho de cada una, su altura y si se cortó.",
        ],
        "layout.summary": [
            "en": "Print the frames of a Welcome Sheet page on a device as JSON (points).",
            "es": "Muestra los marcos de una página Welcome Sheet en un dispositivo como JSON (puntos).",
        ],
        "usage.unknownDevice": [
            "en": "error: unknown device '{0}'; valid devices: {1}",
            "es": "error: dispositivo desconocido '{0}'; dispositivos válidos: {1}",
        ],
        "usage.unknownBackend": [
            "en": "error: unknown backend '{0}'; registered backends: {1}",
            "es": "error: backend desconocido '{0}'; backends registrados: {1}",
        ],
        "stories.events.summary": [
            "en": "Print the event log of a Stories JSON file, one JSON object a line.",
            "es": "Muestra el registro de eventos de un archivo JSON de Stories, un objeto JSON por línea.",
        ],
        "stories.state.summary": [
            "en": "Print the state of a Stories JSON file's show at one instant.",
            "es": "Muestra el estado de la presentación de un archivo JSON de Stories en un instante.",
        ],
        "stories.state.cycleUncountable": [
            "en": "note: by {0} s the show has wrapped more than {1} times, too many to count: \"cycle\" is null",
            "es": "nota: a los {0} s la presentación ha dado más de {1} vueltas, demasiadas para contarlas: \"cycle\" es null",
        ],
        "render.stories.summary": [
            "en": "Render the frames of a Stories JSON file's show at a frame rate.",
            "es": "Genera los fotogramas de la presentación de un archivo JSON de Stories a una frecuencia dada.",
        ],
        "stories.eventLimit": [
            "en": "error: the log has more than {0} events up to {1} s: lower --until or raise the limit with --max-events",
            "es": "error: el registro tiene más de {0} eventos hasta {1} s: reduzca --until o suba el límite con --max-events",
        ],
        "render.stories.wrote": [
            "en": "{0} written ({1} frame(s))",
            "es": "{0} escrito ({1} fotograma(s))",
        ],
        "render.stories.stills": [
            "en": "{0} story still(s) with their accessibility snapshots written to {1}",
            "es": "{0} imagen(es) fija(s) de historias con sus instantáneas de accesibilidad escritas en {1}",
        ],
        "render.stories.accessibilityFrames": [
            "en": "none: --accessibility draws each story once",
            "es": "ninguno: --accessibility dibuja cada historia una vez",
        ],
        "render.stories.done": [
            "en": "{0} frame(s) written to {1}",
            "es": "{0} fotograma(s) escritos en {1}",
        ],
        "renderSheet.summary": [
            "en": "Render Welcome Sheet pages for devices, orientations and colour schemes.",
            "es": "Genera las páginas de Welcome Sheet para dispositivos, orientaciones y esquemas de color.",
        ],
        "renderSheet.done": [
            "en": "Rendered {0} file(s) in {1} s → {2} ({3} jobs)",
            "es": "Generados {0} archivo(s) en {1} s → {2} ({3} procesos)",
        ],
        "cache.summary": [
            "en": "Cache: {0} output(s) taken from the cache, {1} rendered ({2})",
            "es": "Caché: {0} salida(s) tomadas de la caché, {1} generadas ({2})",
        ],
        "output.stdoutOne": [
            "en": "- (stdout) needs exactly one output: pick one --device, --page, orientation and scheme",
            "es": "- (stdout) necesita exactamente una salida: elija un --device, --page, orientación y esquema",
        ],
        "assets.notFound": [
            "en": "error: --assets {0}: no such folder: give the folder that holds the images, or an .xcassets catalog",
            "es": "error: --assets {0}: no existe la carpeta: indique la carpeta que contiene las imágenes, o un catálogo .xcassets",
        ],
        "assets.notFolder": [
            "en": "error: --assets {0} is a file, not a folder: give the folder that holds the images, or an .xcassets catalog",
            "es": "error: --assets {0} es un archivo, no una carpeta: indique la carpeta que contiene las imágenes, o un catálogo .xcassets",
        ],
        "lint.summary": [
            "en": "Check a Welcome Sheet file on devices: overflow, long titles, cut-off buttons, unknown icons, contrast; with --audit, accessibility, also of stories and previews.",
            "es": "Revisa un archivo Welcome Sheet en dispositivos: desbordes, títulos largos, botones cortados, iconos desconocidos, contraste; con --audit, accesibilidad, también de historias y vistas previas.",
        ],
        "lint.mixedInputs": [
            "en": "error: lint {0}: give one JSON file, or .swift files and folders with previews, not both",
            "es": "error: lint {0}: indique un archivo JSON, o archivos .swift y carpetas con vistas previas, no ambos",
        ],
        "lint.oneJSON": [
            "en": "error: lint {0}: one JSON file at a time (a Welcome Sheet or stories file)",
            "es": "error: lint {0}: un archivo JSON cada vez (un Welcome Sheet o un archivo de historias)",
        ],
        "lint.swiftNeedsAudit": [
            "en": "error: lint {0}: .swift files are checked by the accessibility audit: add --audit",
            "es": "error: lint {0}: los archivos .swift se revisan con la auditoría de accesibilidad: añada --audit",
        ],
        "lint.reportNeedsAudit": [
            "en": "error: --report writes the accessibility audit's evidence: add --audit",
            "es": "error: --report escribe las pruebas de la auditoría de accesibilidad: añada --audit",
        ],
        "lint.wroteReport": [
            "en": "Wrote the accessibility report of {1} screen(s) → {0}",
            "es": "Escrito el informe de accesibilidad de {1} pantalla(s) → {0}",
        ],
        "lint.total": [
            "en": "{0} error(s), {1} warning(s)",
            "es": "{0} error(es), {1} aviso(s)",
        ],
        "lint.fromSize": [
            "en": "from {0} up",
            "es": "desde {0}",
        ],
        "io.standardOutput": [
            "en": "error: cannot write to standard output: {0}",
            "es": "error: no se puede escribir en la salida estándar: {0}",
        ],
        "io.failed": [
            "en": "error: {0}: {1}",
            "es": "error: {0}: {1}",
        ],
    ]
}
