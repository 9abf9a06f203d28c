import Foundation
import IntroJSON
import IntroRender
import IntroStrings
import IntroSystem
import Stories
import WelcomeSheet

/// Why a strings source (a String Catalog, or a folder of `LANG.lproj/*.strings`) gave no
/// catalog. Each case carries values a tool words itself.
public enum StringsInputError: Error, Sendable {
    /// The file `path` (named as the source's name and the file inside it) could not be read.
    case unreadable(path: String, FileReadError)
    /// Files that do not decode: each one's errors and warnings, in the order read.
    case undecodable([StringCatalogFailure])
    /// `file` (`de.lproj/Localizable.strings`) of the folder `folder` links out of it.
    case outsideFile(folder: String, file: String, FolderBoundary.Refusal)
    /// The folder `folder` has no `LANG.lproj` folder with a `.strings` file in it.
    case noLproj(folder: String)
}

/// Why the languages asked for cannot be rendered.
public enum ContentLanguageError: Error, Hashable, Sendable {
    /// `all` was asked for without a catalog, which alone has languages to list.
    case allNeedsCatalog
    /// Languages the catalog has no translations for (`unknown`), with those it has.
    case unknownLanguages([String], available: [String])
}

/// The translation of content into the languages it is rendered in: a String Catalog's
/// texts, when one is given, and the pseudolanguages (IntroStrings' `Pseudolanguage`), which
/// transform the source language's texts.
public struct ContentTranslation: Sendable {
    /// The catalog; nil when the content is drawn as written (pseudolanguages still apply).
    public let catalog: StringCatalog?

    /// Translation through `catalog`, or none.
    public init(catalog: StringCatalog?) {
        self.catalog = catalog
    }

    /// Reads a String Catalog (`.xcstrings`) file, or every `*.strings` file of every
    /// `LANG.lproj` folder of a folder, in alphabetical order, within `limits`. Each file that
    /// decodes hands its warnings (if any) to `warnings` as it is read, with the name
    /// messages give it; the files that do not decode are all reported together.
    public static func read(
        _ source: ContentSource, limits: ContentLimits, warnings: (_ fileName: String, _ warnings: [JSONDiagnostic]) -> Void
    ) throws(StringsInputError) -> ContentTranslation {
        var isFolder: ObjCBool = false
        guard let url = source.url, FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            let data = try read(source, limits)
            switch StringCatalog.decodeStringCatalog(data: data, fileName: source.name, parser: limits.parser) {
            case .success(let decoded):
                warnings(source.name, decoded.warnings)
                return ContentTranslation(catalog: decoded.value)
            case .failure(let failure):
                throw .undecodable([failure])
            }
        }
        return ContentTranslation(catalog: try lprojCatalog(url, named: source.name, limits, warnings))
    }

    /// Every `*.strings` file of every `LANG.lproj` folder in `base`, called `folder` in
    /// messages, in alphabetical order.
    private static func lprojCatalog(
        _ base: URL, named folder: String, _ limits: ContentLimits, _ warnings: (String, [JSONDiagnostic]) -> Void
    ) throws(StringsInputError) -> StringCatalog {
        let manager = FileManager.default
        let boundary = FolderBoundary(base)
        var files: [(language: String, file: StringsFile)] = []
        var failures: [StringCatalogFailure] = []
        let languages = ((try? manager.contentsOfDirectory(atPath: base.path)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        for languageFolder in languages {
            let language = String(languageFolder.dropLast(".lproj".count))
            let names = (try? manager.contentsOfDirectory(atPath: base.appendingPathComponent(languageFolder).path)) ?? []
            for name in names.filter({ $0.hasSuffix(".strings") }).sorted() {
                let relative = languageFolder + "/" + name
                let path = (folder.hasSuffix("/") ? folder : folder + "/") + relative
                let file: URL
                do throws(FolderBoundary.Refusal) {
                    file = try boundary.file(relative)
                } catch {
                    throw .outsideFile(folder: folder, file: relative, error)
                }
                let data = try read(.file(file, named: path), limits)
                switch StringsFile.decode(data: data, fileName: path, maximumTextLength: limits.parser.maximumStringLength) {
                case .success(let decoded):
                    warnings(path, decoded.warnings)
                    files.append((language, decoded.value))
                case .failure(let failure):
                    failures.append(failure)
                }
            }
        }
        guard failures.isEmpty else { throw .undecodable(failures) }
        guard !files.isEmpty else { throw .noLproj(folder: folder) }
        return StringCatalog(stringsFiles: files)
    }

    /// The bytes of `source`, a failed read as ``StringsInputError/unreadable(path:_:)``.
    private static func read(_ source: ContentSource, _ limits: ContentLimits) throws(StringsInputError) -> Data {
        do { return try source.read(limits) } catch { throw .unreadable(path: source.name, error) }
    }

    /// The languages to render content in, from those `requested` (`pseudo` standing for
    /// every pseudolanguage). With a catalog: `all` is each of its languages, a list is those
    /// (each must be one of them), none is the content's `own` language (else the catalog's
    /// source language). Without one: the languages requested (`all` is an error), else the
    /// content's own, else English.
    ///
    /// A pseudolanguage (`pseudo-double` …) is always allowed: it is the source-language text
    /// transformed; `all` with them is the catalog's languages and them.
    public func locales(requested: [String], own: String?) throws(ContentLanguageError) -> [String] {
        let requested = Pseudolanguage.expanding(requested)
        let own = own ?? catalog?.sourceLanguage ?? "en"
        guard let catalog else {
            guard !requested.contains("all") else { throw .allNeedsCatalog }
            return requested.isEmpty ? [own] : requested
        }
        let languages = catalog.languages
        let pseudolanguages = requested.filter { Pseudolanguage(localeIdentifier: $0) != nil }
        if requested.contains("all") { return languages + pseudolanguages }
        let unknown = requested.filter { !languages.contains($0) && Pseudolanguage(localeIdentifier: $0) == nil }
        guard unknown.isEmpty else { throw .unknownLanguages(unknown, available: languages) }
        return requested.isEmpty ? [own] : requested
    }

    /// Whether output names carry the language (`welcome.de-iphone-15-…`): with a catalog,
    /// or when several languages are rendered.
    public func namesLanguage(of locales: [String]) -> Bool {
        catalog != nil || locales.count > 1
    }

    /// A stories document's cards in `language`, their titles and subtitles translated, with
    /// the catalog's findings for the texts they show, each once.
    public func stories(of document: StoriesDocument, in language: String) -> (stories: [StoryCard], findings: [StringCatalogFinding]) {
        translating(document.stories, in: language) { cards, translate in cards.map { $0.localized(translate) } }
    }

    /// A document's pages in `language` (as written without a catalog), with the catalog's
    /// findings for the texts they show, each once. In a pseudolanguage the default main
    /// button title (of the document's own language) is transformed too.
    public func pages(of document: WelcomeSheetDocument, in language: String) -> (pages: [WelcomeSheetPage], findings: [StringCatalogFinding]) {
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
    public func translating<Value>(
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
