/// Which YAML a parser reads. The YAML test suite holds the parser to YAML 1.2 exactly; flow
/// files are read as Maestro reads them, through SnakeYAML, whose scanner lets through some
/// text YAML 1.2 refuses. Each leniency of the Maestro dialect is a rule below, and
/// `YAMLMaestroDifferenceTests` names each with a flow that needs it.
enum YAMLDialect: Sendable {
    /// YAML 1.2 as the YAML test suite defines it.
    case yaml12
    /// YAML as Maestro's SnakeYAML reads flow files.
    case maestro

    /// Whether the lines a quoted scalar goes on over must be indented into the collection
    /// around it. SnakeYAML checks only that none of them is a document marker, so Maestro
    /// reads a string continued at its key's indentation, or less.
    var indentsQuotedLines: Bool { self == .yaml12 }
}
