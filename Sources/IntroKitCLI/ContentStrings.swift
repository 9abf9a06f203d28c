import Foundation
import IntroCommandLine
import IntroKit
import IntroStrings

/// `--strings PATH`: an Xcode String Catalog (`.xcstrings`) or a folder of
/// `LANG.lproj/*.strings`, read and checked before anything is rendered; and the content
/// languages `--locale` asks for.
struct ContentStrings {
    /// `--strings PATH`.
    static let path = Option(
        "strings", ValueParser.string("PATH").optional, default: nil,
        help: "String Catalog (.xcstrings) or folder of LANG.lproj/*.strings: texts that are its keys are drawn translated")

    /// The translation, with the catalog when `--strings` is given.
    let translation: ContentTranslation
    /// `--strings` as given.
    let source: String?

    /// Reads `--strings`, if given; its warnings are printed, its errors thrown.
    init(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
        source = arguments[Self.path]
        guard let source else {
            translation = ContentTranslation(catalog: nil)
            return
        }
        let limits = InputLimits(arguments)
        do {
            translation = try ContentTranslation.read(InputFile.source(source, context).named(source), limits: limits.content) {
                fileName, warnings in
                for warning in warnings { context.printError(StringCatalogStrings.render(warning, fileName: fileName, locale: context.locale)) }
            }
        } catch {
            switch error {
            case .unreadable(let path, let problem): throw InputFile.problem(problem, path: path, flag: "--max-input-bytes", context)
            case .undecodable(let failures):
                throw .input(failures.flatMap { $0.renderedLines(locale: context.locale) + limits.hints(for: $0.diagnostics, context) })
            case .outsideFile(let folder, let file, let refusal):
                throw .input([context.message("strings.outsideFile", [folder, file, context.message(refusal.messageKey)])])
            case .noLproj(let folder): throw .input([context.message("strings.noLproj", [folder])])
            }
        }
    }

    /// The languages to render content in: IntroKit's `ContentTranslation.locales` of the
    /// `--locale`s given, its errors worded.
    func locales(own: String?, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> [String] {
        do {
            return try translation.locales(requested: GlobalOptions.locales(arguments), own: own)
        } catch {
            switch error {
            case .allNeedsCatalog:
                throw .usage(.invalidValue(option: "--locale", value: "all", valid: [context.message("strings.allNeedsCatalog")]))
            case .unknownLanguages(let unknown, let languages):
                throw .input([
                    context.message("strings.unknownLanguage", [unknown.joined(separator: ", "), source ?? "", languages.joined(separator: ", ")])
                ])
            }
        }
    }
}
