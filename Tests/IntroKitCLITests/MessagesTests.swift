import Testing
@testable import IntroKitCLI

@Suite struct MessagesTests {
    @Test func everyMessageHasEnglishAndSpanish() {
        #expect(CLIMessages.table.missingTranslations.isEmpty, "\(CLIMessages.table.missingTranslations)")
    }

    @Test func everyCommandHasASummaryMessage() {
        for command in IntroKitTool.builtInCommands {
            #expect(CLIMessages.table.entries[command.summaryKey] != nil, "\(command.name)")
        }
    }
}
