import Foundation
import IntroKitCLI

exit(IntroKitTool().run(Array(CommandLine.arguments.dropFirst()), context: .process()))
