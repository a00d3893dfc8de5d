import DesignSystem
import HeadlessUI

/// The PreLogin module's only entry point: builds the Welcome screen, from which Login and
/// Register are reached inside the module.
public enum PreLoginBuilder {
    /// Builds the Welcome screen, to be shown on the stack `dependencies.router` drives.
    public static func build(dependencies: PreLoginDependencies) -> ViewController {
        WelcomeFactory.make(dependencies: dependencies)
    }
}
