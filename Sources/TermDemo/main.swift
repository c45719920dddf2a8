import TermBridge

EchoDemo.run(arguments: Array(CommandLine.arguments.dropFirst()))
