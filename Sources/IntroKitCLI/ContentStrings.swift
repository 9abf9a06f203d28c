import Foundation
import IntroJSON
import IntroRender
import IntroStrings
import WelcomeSheet

/// `--strings PATH`: an Xcode String Catalog (`.xcstrings`) or a folder of
/// `LANG.lproj/*.strings`, read and checked before anything is rendered; and the content
/// languages `--locale` asks for.
struct ContentStrings {
    /// `--strings PATH`.
    static let path = Option(
        "strings", ValueParser.string("PATH").optional, default: nil,
        help: "String Catalog (.xcstrings) or folder of LANG.lproj/*.strings: texts that are its keys are drawn translated")

    /// The catalog, when `--strings` is given.
    let catalog: StringCatalog?
    /// `--strings` as given.
    let source: String?

    /// Reads `--strings`, if given; its warnings are printed, its errors thrown.
    init(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
        source = arguments[Self.path]
        guard let source else {
            catalog = nil
            return
        }
        var isFolder: ObjCBool = false
        let limits = InputLimits(arguments)
        if FileManager.default.fileExists(atPath: context.url(for: source).path, isDirectory: &isFolder), isFolder.boolValue {
            catalog = try Self.lprojCatalog(source, limits, context)
        } else {
            let data = try InputFile.read(source, limits, context)
            catalog = try limits.decoded(
                StringCatalog.decodeStringCatalog(data: data, fileName: source, parser: limits.parser), fileName: source, context)
        }
    }

    /// Every `*.strings` file of every `LANG.lproj` folder in `folder`, in alphabetical order.
    private static func lprojCatalog(_ folder: String, _ limits: InputLimits, _ context: CommandContext) throws(CLIError)
        -> StringCatalog
    {
        let manager = FileManager.default
        let base = context.url(for: folder)
        let boundary = FolderBoundary(base)
        var files: [(language: String, file: StringsFile)] = []
        var errors: [String] = []
        let languages = ((try? manager.contentsOfDirectory(atPath: base.path)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        for languageFolder in languages {
            let language = String(languageFolder.dropLast(".lproj".count))
            let names = (try? manager.contentsOfDirectory(atPath: base.appendingPathComponent(languageFolder).path)) ?? []
            for name in names.filter({ $0.hasSuffix(".strings") }).sorted() {
                let path = (folder.hasSuffix("/") ? folder : folder + "/") + languageFolder + "/" + name
                do throws(FolderBoundary.Refusal) {
                    _ = try boundary.file(languageFolder + "/" + name)
                } catch {
                    throw .input([context.message("strings.outsideFile", [folder, languageFolder + "/" + name, context.message(error.messageKey)])])
                }
                let data = try InputFile.read(path, limits, context)
                do throws(CLIError) {
                    let decoded = StringsFile.decode(data: data, fileName: path, maximumTextLength: limits.parser.maximumStringLength)
                    files.append((language, try limits.decoded(decoded, fileName: path, context)))
                } catch {
                    errors += error.messages(locale: context.locale)
                }
            }
        }
        guard errors.isEmpty else { throw .input(errors) }
        guard !files.isEmpty else { throw .input([context.message("strings.noLproj", [folder])]) }
        return StringCatalog(stringsFiles: files)
    }

    /// The languages to render a document in (see ``locales(own:_:_:)``): its own is its
    /// ``WelcomeSheetDocument/contentLocale``.
    func locales(for document: WelcomeSheetDocument, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError)
        -> [String]
    {
        try locales(own: document.contentLocale, arguments, context)
    }

    /// The languages to render content in. With a catalog: `--locale all` is each of its
    /// languages, a list is those (each must be one of them), none is the content's `own`
    /// language (else the catalog's source language). Without one: the languages given
    /// (`all` is a usage error), else the content's own, else English.
    ///
    /// A pseudolanguage (`pseudo-double` …, `pseudo` for all) is always allowed: it is the
    /// source-language text transformed (``Pseudolanguage``); `all` with them is the catalog's
    /// languages and them.
    func locales(own: String?, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> [String] {
        let requested = Pseudolanguage.expanding(GlobalOptions.locales(arguments))
        let own = own ?? catalog?.sourceLanguage ?? "en"
        guard let catalog, let source else {
            guard !requested.contains("all") else {
                throw .usage(.invalidValue(option: "--locale", value: "all", valid: [context.message("strings.allNeedsCatalog")]))
            }
            return requested.isEmpty ? [own] : requested
        }
        let languages = catalog.languages
        let pseudolanguages = requested.filter { Pseudolanguage(localeIdentifier: $0) != nil }
        if requested.contains("all") { return languages + pseudolanguages }
        let unknown = requested.filter { !languages.contains($0) && Pseudolanguage(localeIdentifier: $0) == nil }
        guard unknown.isEmpty else {
            throw .input([
                context.message("strings.unknownLanguage", [unknown.joined(separator: ", "), source, languages.joined(separator: ", ")])
            ])
        }
        return requested.isEmpty ? [own] : requested
    }

    /// Whether output names carry the language (`welcome.de-iphone-15-…`): with a catalog,
    /// or when several languages are rendered.
    func namesLanguage(of locales: [String]) -> Bool {
        catalog != nil || locales.count > 1
    }

    /// A document's pages in `language` (as written without a catalog), with the catalog's
    /// findings for the texts they show, each once. In a pseudolanguage the default main
    /// button title (of the document's own language) is transformed too.
    func pages(of document: WelcomeSheetDocument, in language: String) -> (pages: [WelcomeSheetPage], findings: [StringCatalogFinding]) {
        var pages = document.pages
        if Pseudolanguage(localeIdentifier: language) != nil {
            let own = document.contentLocale ?? catalog?.sourceLanguage ?? "en"
            for index in pages.indices { pages[index].mainButtonTitle = pages[index].resolvedMainButtonTitle(locale: own) }
        }
        return translating(pages, in: language) { pages, translate in pages.map { $0.localized(translate) } }
    }

    /// `value` with its texts passed by `localize` through the catalog in `language` (as it is
    /// without a catalog), with the catalog's findings for those texts, each once. In a
    /// pseudolanguage each text is the source language's, transformed.
    func translating<Value>(
        _ value: Value, in language: String, _ localize: (Value, (String) -> String) -> Value
    ) -> (Value, findings: [StringCatalogFinding]) {
        let pseudolanguage = Pseudolanguage(localeIdentifier: language)
        guard catalog != nil || pseudolanguage != nil else { return (value, []) }
        var findings: [StringCatalogFinding] = []
        var seen = Set<StringCatalogFinding>()
        let translated = localize(value) { text in
            var shown = text
            if let catalog {
                let finding: StringCatalogFinding?
                (shown, finding) = catalog.localize(text, language: pseudolanguage == nil ? language : catalog.sourceLanguage)
                if let finding, seen.insert(finding).inserted { findings.append(finding) }
            }
            return pseudolanguage?.transform(shown) ?? shown
        }
        return (translated, findings)
    }
}
