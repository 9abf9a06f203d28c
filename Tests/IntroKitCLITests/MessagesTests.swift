import IntroCommandLine
import IntroJSON
import IntroKit
import IntroPreviews
import IntroRender
import IntroStrings
import IntroSystem
import IntroUI
import Stories
import Testing
import WelcomeSheet
@testable import IntroKitCLI

@Suite struct MessagesTests {
    @Test func everyMessageHasEnglishAndSpanish() {
        #expect(CLIMessages.table.missingTranslations.isEmpty, "\(CLIMessages.table.missingTranslations)")
        #expect(StringCatalogStrings.table.missingTranslations.isEmpty, "\(StringCatalogStrings.table.missingTranslations)")
        #expect(SheetLintMessages.table.missingTranslations.isEmpty, "\(SheetLintMessages.table.missingTranslations)")
        for code in SheetLintFinding.Code.allCases {
            #expect(SheetLintMessages.table.entries[code.rawValue] != nil, "lint finding \(code) has no text")
        }
    }

    /// The texts of the libraries' values live beside them and reach the tool's table unchanged.
    @Test func theLibrariesOwnTheTextsOfTheirValues() {
        let tables = [
            RenderMessages.table, FileReadError.messages, FileWriteError.messages, JSONParser.Limit.messages, JSONMessages.table,
            AssetCatalogError.messages, CommandLineMessages.entries, PreviewsErrorMessages.table, BackendLibraryError.messages,
        ]
        for table in tables {
            #expect(!table.isEmpty)
            for (key, texts) in table { #expect(CLIMessages.table.entries[key] == texts, "\(key)") }
        }
        #expect(LocalizationTable(RenderMessages.table).missingTranslations.isEmpty)
    }

    @Test func everyOptionHelpHasSpanish() {
        for command in IntroKitTool.builtInCommands {
            for option in command.options + GlobalOptions.all {
                #expect(OptionHelp.spanish[option.help] != nil, "\(command.name) --\(option.name): \(option.help)")
                if case .described(let english) = option.defaultHelp {
                    #expect(OptionHelp.spanish[english] != nil, "\(command.name) --\(option.name) default: \(english)")
                }
            }
        }
    }

    @Test func everyCommandHasASummaryMessage() {
        for command in IntroKitTool.builtInCommands {
            #expect(CLIMessages.table.entries[command.summaryKey] != nil, "\(command.name)")
        }
    }

    /// Spanish speaks to the user as *usted*, as Apple's Spanish UI does: no *tú* pronoun or
    /// verb form, and no advice (the clause after ": ") that starts with a *tú* imperative.
    @Test func spanishUsesUsted() {
        let informal: Set<String> = ["tú", "tu", "tus", "te", "tienes", "puedes", "quieres", "querías"]
        let imperatives: Set<String> = [
            "usa", "escribe", "elimina", "añade", "quita", "guarda", "corrige", "reduce", "sube", "acota", "acorta",
            "elige", "pon", "aplana", "empieza", "revisa", "cambia", "define", "añádela", "guárdalo", "escríbelo",
            "elimínalo", "acórtala", "súbelo", "empiézala",
        ]
        let tables = [
            CLIMessages.table.entries, WelcomeSheetStrings.table.entries, StoriesStrings.table.entries, JSONMessages.table,
            StringCatalogStrings.table.entries, SheetLintMessages.table.entries,
            OptionHelp.spanish.mapValues { ["es": $0] }, CommandLineMessages.entries,
        ]
        for table in tables {
            for (key, translations) in table {
                guard let spanish = translations["es"] else { continue }
                let words = spanish.lowercased().split { !$0.isLetter }.map(String.init)
                #expect(words.allSatisfy { !informal.contains($0) }, "\(key): \(spanish)")
                let advice = spanish.lowercased().components(separatedBy: ": ").dropFirst()
                    .compactMap { $0.split { !$0.isLetter }.first.map(String.init) }
                #expect(advice.allSatisfy { !imperatives.contains($0) }, "\(key): \(spanish)")
            }
        }
    }
}
