import Foundation
import IntroCommandLine
import IntroKit

/// The stories commands' input: the positional argument `FILE.json` (`-`: standard input)
/// read as IntroKit's `StoriesFile`; decoding problems and validation errors are input errors
/// (exit 1) listing every message in the context's language, warnings go to standard error.
enum StoriesInput {
    /// The options every stories command accepts.
    static let options = InputLimits.options

    /// The stories file the arguments name.
    static func read(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> StoriesFile {
        let path = arguments.firstPositional
        let limits = InputLimits(arguments)
        do {
            let input = try StoriesFile(InputFile.source(path, context), limits: limits.content)
            for line in input.document.renderedWarnings(locale: context.locale) { context.printError(line) }
            return input
        } catch {
            throw limits.problem(error, path: path, context)
        }
    }
}
