import Testing
@testable import IntroKitCLI

@Suite struct MessagesTests {
    @Test func everyMessageHasEnglishAndSpanish() {
        #expect(CLIMessages.table.missingTranslations.isEmpty, "\(CLIMessages.table.missingTranslations)")
    }

    @Test func everyOptionHelpHasSpanish() {
        for command in IntroKitTool.builtInCommands {
            for option in command.options where !option.help.isEmpty {
                #expect(OptionHelp.spanish[option.help] != nil, "\(command.name) --\(option.name): \(option.help)")
            }
        }
    }

    @Test func everyCommandHasASummaryMessage() {
        for command in IntroKitTool.builtInCommands {
            #expect(CLIMessages.table.entries[command.summaryKey] != nil, "\(command.name)")
        }
    }
}
