import IntroUI

/// Every message of the command-line tool, in English and Spanish.
enum CLIMessages {
    static let table = LocalizationTable([
        "help.tool": [
            "en": "introkit — previews of app-intro content (Welcome Sheet pages, Stories) for every iPhone and iPad, as PNG, SVG, PDF or text.",
            "es": "introkit — vistas previas de contenido de introducción (páginas Welcome Sheet, Stories) para cada iPhone y iPad, en PNG, SVG, PDF o texto.",
        ],
        "help.usage": ["en": "Usage: {0}", "es": "Uso: {0}"],
        "help.options": ["en": "Options:", "es": "Opciones:"],
        "help.commands": ["en": "Commands:", "es": "Comandos:"],
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
        "usage.hint": [
            "en": "Run `introkit --help` for usage.",
            "es": "Ejecute `introkit --help` para ver el uso.",
        ],
        "usage.unknownCommand": [
            "en": "error: unknown command '{0}'; valid commands: {1}",
            "es": "error: comando desconocido '{0}'; comandos válidos: {1}",
        ],
        "usage.unknownOption": [
            "en": "error: unknown option '{0}'; valid options: {1}",
            "es": "error: opción desconocida '{0}'; opciones válidas: {1}",
        ],
        "usage.missingValue": [
            "en": "error: option {0} needs a value ({1})",
            "es": "error: la opción {0} necesita un valor ({1})",
        ],
        "usage.missingArgument": [
            "en": "error: missing argument {0}",
            "es": "error: falta el argumento {0}",
        ],
        "usage.unexpectedArgument": [
            "en": "error: unexpected argument '{0}'",
            "es": "error: argumento inesperado '{0}'",
        ],
        "usage.invalidValue": [
            "en": "error: '{0}' is not a valid value for {1}; valid values: {2}",
            "es": "error: '{0}' no es un valor válido para {1}; valores válidos: {2}",
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
        "render.stories.summary": [
            "en": "Render the frames of a Stories JSON file's show at a frame rate.",
            "es": "Genera los fotogramas de la presentación de un archivo JSON de Stories a una frecuencia dada.",
        ],
        "stories.eventLimit": [
            "en": "error: the log has more than {0} events up to {1} s: lower --until or raise the limit with --max-events",
            "es": "error: el registro tiene más de {0} eventos hasta {1} s: reduce --until o sube el límite con --max-events",
        ],
        "render.stories.frameLimit": [
            "en": "error: {0} frames requested, more than the limit of {1}: narrow --from/--to, lower --fps, or raise the limit with --max-frames",
            "es": "error: se piden {0} fotogramas, más que el límite de {1}: acota --from/--to, reduce --fps o sube el límite con --max-frames",
        ],
        "render.stories.filmstripLimit": [
            "en": "error: a filmstrip holds at most {1} frames, {0} requested: narrow --from/--to or lower --fps",
            "es": "error: una tira de fotogramas admite como mucho {1} fotogramas y se piden {0}: acota --from/--to o reduce --fps",
        ],
        "render.stories.wrote": [
            "en": "{0} written ({1} frame(s))",
            "es": "{0} escrito ({1} fotograma(s))",
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
        "output.stdoutOne": [
            "en": "- (stdout) needs exactly one output: pick one --device, --page, orientation and scheme",
            "es": "- (stdout) necesita exactamente una salida: elija un --device, --page, orientación y esquema",
        ],
        "limit.pixels": [
            "en": "error: {0} would be {1} pixels, over the limit of {2}: lower --scale or raise the limit with {3}",
            "es": "error: {0} tendría {1} píxeles, más que el límite de {2}: baje --scale o suba el límite con {3}",
        ],
        "diagnostic.unknownIcon": [
            "en": "warning: no image or SF Symbol mapping for '{0}': a placeholder was drawn; add {0}.svg to --assets",
            "es": "warning: no hay imagen ni SF Symbol para '{0}': se dibujó un marcador; añada {0}.svg a --assets",
        ],
        "io.notFound": ["en": "no such file", "es": "no existe el archivo"],
        "io.isDirectory": ["en": "is a folder, not a file", "es": "es una carpeta, no un archivo"],
        "limit.inputBytes": [
            "en": "error: {0} is larger than {1} bytes, the input limit: raise it with {2}",
            "es": "error: {0} ocupa más de {1} bytes, el límite de entrada: súbalo con {2}",
        ],
        "io.failed": [
            "en": "error: {0}: {1}",
            "es": "error: {0}: {1}",
        ],
    ])
}
