import {
  AppstoreOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  CheckSquareOutlined,
  CloudUploadOutlined,
  CommentOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FieldNumberOutlined,
  FileSearchOutlined,
  HomeOutlined,
  IdcardOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { MenuIcons } from './menuIcons';

/** The icons of the admin's and staff's menus. */
const clinicMenuIcons: MenuIcons = {
  home: HomeOutlined,
  appointments: CalendarOutlined,
  patients: TeamOutlined,
  doctors: MedicineBoxOutlined,
  staff: IdcardOutlined,
  admins: SafetyCertificateOutlined,
  registerStaff: UserAddOutlined,
  doctorSlot: FieldNumberOutlined,
  clinicDay: CarryOutOutlined,
  schedule: ScheduleOutlined,
  manageReviews: CommentOutlined,
  slotsStatus: DashboardOutlined,
  markCompleted: CheckSquareOutlined,
  services: AppstoreOutlined,
  locations: EnvironmentOutlined,
  specialities: ExperimentOutlined,
  media: CloudUploadOutlined,
  auditLog: FileSearchOutlined,
};
export default clinicMenuIcons;
