import DesignSystem
import HeadlessUI

/// The PreLogin module's only entry point: builds the Welcome screen, from which Login and
/// Register are reached inside the module.
public enum PreLoginBuilder {
    /// Builds the Welcome screen.
    public static func build(dependencies: PreLoginDependencies) -> ViewController {
        WelcomeBuilder.build(dependencies: dependencies)
    }
}
