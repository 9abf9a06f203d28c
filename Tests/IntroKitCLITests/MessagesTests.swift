import Testing
@testable import IntroKitCLI

@Suite struct MessagesTests {
    @Test func everyMessageHasEnglishAndSpanish() {
        #expect(CLIMessages.table.missingTranslations.isEmpty, "\(CLIMessages.table.missingTranslations)")
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
}
