/// The messages of ``UsageProblem`` and of generated help, in English and Spanish; a tool merges
/// them into its own table (`help.tool` and `help.more`, the lines about the tool itself, are the tool's).
public enum CommandLineMessages {
    /// Key → language → format (`{0}`, `{1}`, … the arguments).
    public static let entries: [String: [String: String]] = [
        "usage.hint": [
            "en": "Run `{0} --help` for usage.",
            "es": "Ejecute `{0} --help` para ver el uso.",
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
        "usage.brokenRule": ["en": "error: {0}: {1}", "es": "error: {0}: {1}"],
        "usage.invalidValue": [
            "en": "error: '{0}' is not a valid value for {1}; valid values: {2}",
            "es": "error: '{0}' no es un valor válido para {1}; valores válidos: {2}",
        ],
        "usage.aboveCeiling": [
            "en": "error: '{0}' is too large for {1}: the most it accepts is {2} (see docs/limits.md)",
            "es": "error: '{0}' es demasiado grande para {1}: lo máximo que admite es {2} (vea docs/limits.md)",
        ],
        "usage.emptyValue": [
            "en": "error: {0} needs a path, and an empty one names nothing: give a folder or file name, or - for stdout",
            "es": "error: {0} necesita una ruta, y una vacía no nombra nada: dé un nombre de carpeta o de archivo, o - para stdout",
        ],
        "usage.emptyList": [
            "en": "error: {0} names nothing: give one value, or several separated by commas",
            "es": "error: {0} no nombra nada: indique un valor, o varios separados por comas",
        ],
        "usage.oneValueOnly": [
            "en": "error: this command takes one {0}, and was given {1}: run it once for each",
            "es": "error: este comando admite un solo {0}, y recibió {1}: ejecútelo una vez por cada uno",
        ],
        "help.usage": ["en": "Usage: {0}", "es": "Uso: {0}"],
        "help.options": ["en": "Options:", "es": "Opciones:"],
        "help.commands": ["en": "Commands:", "es": "Comandos:"],
        "help.globalOptions": ["en": "Global options:", "es": "Opciones globales:"],
        "help.default": ["en": " (default {0})", "es": " (por defecto {0})"],
        "help.repeatable": ["en": " (repeatable)", "es": " (repetible)"],
    ]
}
