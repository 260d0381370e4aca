"""yaten.distributions: torch.distributions over yaten ops: parameters,
sampling (reparameterised where torch's is), log_prob, entropy, moments,
constraints, transforms and kl_divergence."""
from yaten import _module_paths
from yaten.distributions import constraints, transforms
from yaten.distributions.constraint_registry import biject_to, transform_to
from yaten.distributions.continuous import Beta, Cauchy, Chi2, Exponential, Gamma, Laplace, Normal, StudentT, Uniform
from yaten.distributions.continuous_special import ContinuousBernoulli, FisherSnedecor, VonMises
from yaten.distributions.discrete import (Bernoulli, Binomial, Categorical, Geometric, Multinomial,
                                          NegativeBinomial, OneHotCategorical, OneHotCategoricalStraightThrough,
                                          Poisson)
from yaten.distributions.distribution import Distribution
from yaten.distributions.exp_family import ExponentialFamily
from yaten.distributions.independent import Independent
from yaten.distributions.kl import kl_divergence, register_kl
from yaten.distributions.mixture import MixtureSameFamily
from yaten.distributions.multivariate import (Dirichlet, LKJCholesky, LowRankMultivariateNormal, MultivariateNormal,
                                              Wishart)
from yaten.distributions.transformed import (ExpRelaxedCategorical, Gumbel, HalfCauchy, HalfNormal, Kumaraswamy,
                                             LogisticNormal, LogitRelaxedBernoulli, LogNormal, Pareto,
                                             RelaxedBernoulli, RelaxedOneHotCategorical, TransformedDistribution,
                                             Weibull)
from yaten.distributions.transforms import (AbsTransform, AffineTransform, CatTransform, ComposeTransform,
                                            CorrCholeskyTransform, CumulativeDistributionTransform, ExpTransform,
                                            IndependentTransform, LowerCholeskyTransform, PowerTransform,
                                            ReshapeTransform, SigmoidTransform, SoftmaxTransform, SoftplusTransform,
                                            StackTransform, StickBreakingTransform, TanhTransform, Transform,
                                            identity_transform)

__all__ = ["AbsTransform", "AffineTransform", "Bernoulli", "Beta", "Binomial", "CatTransform", "Categorical",
           "Cauchy", "Chi2", "ComposeTransform", "ContinuousBernoulli", "CorrCholeskyTransform",
           "CumulativeDistributionTransform", "Dirichlet", "Distribution", "ExpTransform", "Exponential",
           "ExponentialFamily", "FisherSnedecor", "Gamma", "Geometric", "Gumbel", "HalfCauchy", "HalfNormal",
           "Independent", "IndependentTransform", "Kumaraswamy", "LKJCholesky", "Laplace", "LogNormal",
           "LogisticNormal", "LowRankMultivariateNormal", "LowerCholeskyTransform", "MixtureSameFamily",
           "Multinomial", "MultivariateNormal", "NegativeBinomial", "Normal", "OneHotCategorical",
           "OneHotCategoricalStraightThrough", "Pareto", "Poisson", "PowerTransform", "RelaxedBernoulli",
           "RelaxedOneHotCategorical", "ReshapeTransform", "SigmoidTransform", "SoftmaxTransform",
           "SoftplusTransform", "StackTransform", "StickBreakingTransform", "StudentT", "TanhTransform",
           "Transform", "TransformedDistribution", "Uniform", "VonMises", "Weibull", "Wishart", "biject_to",
           "constraints", "identity_transform", "kl_divergence", "register_kl", "transform_to", "transforms"]

_module_paths.install(__name__, {
    "bernoulli": ("Bernoulli",), "beta": ("Beta",), "binomial": ("Binomial",), "categorical": ("Categorical",),
    "cauchy": ("Cauchy",), "chi2": ("Chi2",), "continuous_bernoulli": ("ContinuousBernoulli",),
    "dirichlet": ("Dirichlet",), "exponential": ("Exponential",), "fishersnedecor": ("FisherSnedecor",),
    "gamma": ("Gamma",), "geometric": ("Geometric",), "gumbel": ("Gumbel",), "half_cauchy": ("HalfCauchy",),
    "half_normal": ("HalfNormal",), "kumaraswamy": ("Kumaraswamy",), "laplace": ("Laplace",),
    "lkj_cholesky": ("LKJCholesky",),
    "log_normal": ("LogNormal",), "logistic_normal": ("LogisticNormal",),
    "lowrank_multivariate_normal": ("LowRankMultivariateNormal",),
    "mixture_same_family": ("MixtureSameFamily",), "multinomial": ("Multinomial",),
    "multivariate_normal": ("MultivariateNormal",), "negative_binomial": ("NegativeBinomial",),
    "normal": ("Normal",), "one_hot_categorical": ("OneHotCategorical", "OneHotCategoricalStraightThrough"),
    "pareto": ("Pareto",), "poisson": ("Poisson",),
    "relaxed_bernoulli": ("RelaxedBernoulli", "LogitRelaxedBernoulli"),
    "relaxed_categorical": ("RelaxedOneHotCategorical", "ExpRelaxedCategorical"), "studentT": ("StudentT",),
    "transformed_distribution": ("TransformedDistribution",), "uniform": ("Uniform",), "von_mises": ("VonMises",),
    "weibull": ("Weibull",), "wishart": ("Wishart",),
})
# torch has these two only at their module paths (torch.distributions.relaxed_bernoulli, ...).
del LogitRelaxedBernoulli, ExpRelaxedCategorical
