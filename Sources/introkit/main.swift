import Foundation
import IntroKitCLI

AtomicFile.removePendingFilesOnSignals()
exit(IntroKitTool().run(Array(CommandLine.arguments.dropFirst()), context: .process()))
