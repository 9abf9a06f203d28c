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
        "render.stories.done": [
            "en": "{0} frame(s) written to {1}",
            "es": "{0} fotograma(s) escritos en {1}",
        ],
        "io.failed": [
            "en": "error: {0}: {1}",
            "es": "error: {0}: {1}",
        ],
    ])
}
