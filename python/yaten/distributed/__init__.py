"""yaten.distributed: torch.distributed's API on Gloo (TCP): process groups,
stores, collectives, point-to-point and object collectives."""
from yaten.distributed.collectives import (  # noqa: F401
    ReduceOp, Work, all_gather, all_gather_into_tensor, all_reduce, all_to_all, all_to_all_single, barrier,
    broadcast, gather, irecv, isend, recv, reduce, reduce_scatter, reduce_scatter_tensor, scatter, send)
from yaten.distributed.object_collectives import (  # noqa: F401
    all_gather_object, broadcast_object_list, gather_object, monitored_barrier, scatter_object_list)
from yaten.distributed.process_group import (  # noqa: F401
    Backend, GroupMember, ProcessGroup, default_pg_timeout, destroy_process_group, get_backend,
    get_global_rank, get_rank, get_world_size, group, init_process_group, is_available, is_gloo_available,
    is_initialized, is_mpi_available, is_nccl_available, is_torchelastic_launched, new_group)
from yaten.distributed.store import FileStore, HashStore, PrefixStore, Store  # noqa: F401
from yaten.distributed.tcp_store import TCPStore  # noqa: F401
